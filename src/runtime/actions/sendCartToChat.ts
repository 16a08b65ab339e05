import type { ActionContext, ActionDefinition } from '../../model/actionDefinition.ts';
import { lazyRun } from './lazyRun.ts';
import { priceCartItems } from './priceCartItems.ts';

// Issue 20 item 4: runs once the cart or order has answered, never while a page paints, so its code waits for first use.
const code = lazyRun('sendCartToChat', () =>
  import('./sendCartToChat.run.ts').then(
    ({ sendCart }) =>
      (args: Record<string, unknown>, context: ActionContext) =>
        sendCart(args, context, priceCartItems),
  ),
);

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
  run: code,
  preload: code.preload,
};
