import type { ActionDefinition } from '../../model/actionDefinition.ts';
import type { ChatCartItem } from '../../model/ports.ts';
import { priceCartItems } from './priceCartItems.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * Passes the cart to the sales live chat (spec 1, 9: cart, express checkout
 * and order confirmation pages), each item priced by the cart-items value
 * rule (a decision table, as for the page tag). Only what an agent needs:
 * name, category, SKU, price and quantity; never payment or contact details.
 */
export const sendCartToChat: ActionDefinition = {
  name: 'sendCartToChat',
  description: 'Hands the cart items, each priced by a decision table, to the sales chat port.',
  argsSchema: {
    type: 'object',
    properties: {
      items: { description: 'cart items of spec 3 (answers.getCart.cartItems or answers.getOrder.cartItems)' },
      valueTable: { type: 'string', description: 'decision table whose result `value` prices one item' },
      intendType: { type: 'string' },
      pageName: { type: 'string' },
    },
    required: ['items', 'valueTable'],
    additionalProperties: false,
  },
  run(args, { ports, flows, facts }) {
    const table = flows?.decisions[String(args.valueTable)];
    if (!flows || !table) {
      ports.logger.error(`[storeflow] sendCartToChat: no decision table "${String(args.valueTable)}"`);
      return;
    }
    if (!ports.salesChat) {
      ports.logger.info('[storeflow] sendCartToChat: this host has no sales chat port; nothing sent.');
      return;
    }
    const items: ChatCartItem[] = priceCartItems(args.items, table, flows, facts).map((item) => ({
      name: text(item.name),
      category: text(item.category),
      sku: text(item.skuId),
      price: Number(item.price),
      quantity: typeof item.qty === 'number' && item.qty > 0 ? item.qty : 1,
    }));
    const total = Math.round(items.reduce((sum, item) => sum + item.price * item.quantity, 0) * 100) / 100;
    ports.salesChat.sendCart({
      pageName: typeof args.pageName === 'string' ? args.pageName : facts.url.pageName,
      intendType: typeof args.intendType === 'string' ? args.intendType : '',
      currency: 'USD',
      total,
      numItems: items.reduce((sum, item) => sum + item.quantity, 0),
      items,
    });
  },
};
