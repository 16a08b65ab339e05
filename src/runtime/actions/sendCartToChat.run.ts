import type { ActionContext } from '../../model/actionDefinition.ts';
import type { ChatCartItem } from '../../model/ports.ts';
import type { priceCartItems } from './priceCartItems.ts';

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The action's code (its definition, `sendCartToChat.ts`, loads it on first use: issue 20 item 4). The pricing comes
 * from the definition, which start-up has anyway (the page tag prices the same items): imported here, the bundler
 * split the decision tables' code (JSON Logic and the operators) out of the entry into chunks of their own.
 */
export function sendCart(args: Record<string, unknown>, { ports, flows, facts }: ActionContext, price: typeof priceCartItems): void {
  const table = flows?.decisions[String(args.valueTable)];
  if (!flows || !table) {
    ports.logger.error(`[storeflow] sendCartToChat: no decision table "${String(args.valueTable)}"`);
    return;
  }
  if (!ports.salesChat) {
    ports.logger.info('[storeflow] sendCartToChat: this host has no sales chat port; nothing sent.');
    return;
  }
  const items: ChatCartItem[] = price(args.items, table, flows, facts).map((item) => ({
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
}
