import type { ActionDefinition } from '../../model/actionDefinition.ts';
import { priceCartItems } from './priceCartItems.ts';

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
      only: { type: 'string', description: "tag only the item with this itemId and its parts (a line's plan and features)" },
    },
    required: ['event', 'items', 'valueTable'],
  },
  emits: [{ channel: 'pageTag', event: { arg: 'event' }, fields: { intendType: 'intendType' } }],
  run(args, { ports, flows, facts }) {
    const table = flows?.decisions[String(args.valueTable)];
    if (!flows || !table) {
      ports.logger.error(`[storeflow] tagCartItems: no decision table "${String(args.valueTable)}"`);
      return;
    }
    const only = typeof args.only === 'string' && args.only !== '' ? args.only : null;
    const priced = priceCartItems(args.items, table, flows, facts, only);
    ports.pageTag.send(String(args.event), {
      pageName: typeof args.pageName === 'string' ? args.pageName : facts.url.pageName,
      intendType: typeof args.intendType === 'string' ? args.intendType : '',
      cartItems: priced,
    });
  },
};
