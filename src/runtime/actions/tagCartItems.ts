import { decide } from '../../engine/decide.ts';
import type { ActionDefinition } from '../../model/actionDefinition.ts';

function isRecord(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/**
 * Sends cart items through the page-tag port (spec 6: pageView, addToCart,
 * removeFromCart; spec 9: cart data on cart, checkout and confirmation pages).
 * Each item's price comes from a decision table applied per item (facts
 * item.*): the cart-items value rule of spec 9 lives in that table, not here.
 * Nothing else of the cart is sent (no payment details ever reach the tag).
 */
export const tagCartItems: ActionDefinition = {
  name: 'tagCartItems',
  description: 'Tags cart items (addToCart, removeFromCart or cartView) with each price decided by a decision table per item.',
  argsSchema: {
    type: 'object',
    properties: {
      event: { enum: ['addToCart', 'removeFromCart', 'pageView', 'impression'] },
      items: { description: 'cart items of spec 3 (answers.getCart.cartItems)' },
      valueTable: { type: 'string', description: 'decision table whose result `value` prices one item' },
      pageName: { type: 'string' },
      intendType: { type: 'string' },
      only: { type: 'string', description: 'tag only the item with this itemId and its parts (a line\'s plan and features)' },
    },
    required: ['event', 'items', 'valueTable'],
  },
  run(args, { ports, flows, facts }) {
    const table = flows?.decisions[String(args.valueTable)];
    if (!flows || !table) {
      ports.logger.error(`[storeflow] tagCartItems: no decision table "${String(args.valueTable)}"`);
      return;
    }
    const only = typeof args.only === 'string' && args.only !== '' ? args.only : null;
    const items = (Array.isArray(args.items) ? args.items : [])
      .filter(isRecord)
      .filter((item) => only === null || item.itemId === only || String(item.itemId).startsWith(`${only}-`));
    const priced = items.map((item) => {
      const decision = decide(table, { facts: { ...facts, item }, texts: flows.texts });
      const value = Number(decision.result.value);
      return { ...item, price: Number.isFinite(value) ? value.toFixed(2) : '0.00', priceRule: decision.rowId };
    });
    ports.pageTag.send(String(args.event), {
      pageName: typeof args.pageName === 'string' ? args.pageName : facts.url.pageName,
      intendType: typeof args.intendType === 'string' ? args.intendType : '',
      cartItems: priced,
    });
  },
};
