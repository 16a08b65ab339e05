import type { ChatCart, SalesChatPort } from '../../model/ports.ts';

interface LivePersonHost {
  lpTag?: { sdes?: { push(entry: unknown): void } | unknown[]; section?: string[] };
}

/**
 * The sales chat vendor's page data layer (a LivePerson-style `lpTag`):
 * the cart goes in as a "cart" engagement attribute (total, currency,
 * numItems, products with quantity) and the page and intent as the sections
 * that target chat invitations. Before the vendor's tag loads, `sdes` is a
 * plain array the tag reads when it starts, so nothing is lost.
 */
export function lpTagSalesChat(win: Window): SalesChatPort {
  return {
    sendCart(cart: ChatCart) {
      const host = win as unknown as LivePersonHost;
      const lpTag = (host.lpTag ??= {});
      const sdes = (lpTag.sdes ??= []);
      lpTag.section = ['sales', cart.pageName, cart.intendType].filter(Boolean);
      sdes.push({
        type: 'cart',
        total: cart.total,
        currency: cart.currency,
        numItems: cart.numItems,
        products: cart.items.map((item) => ({
          product: { name: item.name, category: item.category, sku: item.sku, price: item.price },
          quantity: item.quantity,
        })),
      });
    },
  };
}
