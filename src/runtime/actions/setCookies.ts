import type { ActionDefinition } from '../../model/actionDefinition.ts';

/**
 * Sets or removes cookies the flow names (spec 3 cookies: cartId, gnCartCount,
 * prospectCartCount, prospectCartAvailable...). Which cookie gets which value is
 * the flow's rule; this only writes: a string or number sets it, null or ''
 * removes it, anything else (undefined: the fact is absent) leaves it alone.
 */
export const setCookies: ActionDefinition = {
  name: 'setCookies',
  description: 'Sets (string or number) or removes (null or empty) the named cookies.',
  // Only the cart and role cookies of spec 3 a sales flow may write; auth cookies (loggedIn, authToken...) are not among them.
  argsSchema: {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(
      ['role', 'cartId', 'gnCartCount', 'prospectCartCount', 'prospectCartAvailable', 'intent'].map((name) => [
        name,
        { type: ['string', 'number', 'boolean', 'null'] },
      ]),
    ),
  },
  run(args, { ports }) {
    // A cookie that already holds the value, or is already gone, is not written again: the sales layout sets the cart
    // cookies after every cart answer, mostly to what they were, and each write made the browser's next cookie read
    // (the next page entry's, in the click's task) a round trip to its network process (docs/performance.md
    // "Transitions (session 36)"). One read for all of them.
    const held = ports.cookies.held();
    // Held null (cannot tell: a same-named cookie on another path, or a tampered value) is written or removed as before;
    // undefined (the fact is absent) or an object leaves the cookie as it is.
    for (const [name, value] of Object.entries(args)) {
      if (value === null || value === '') {
        if (held[name] !== undefined) ports.cookies.remove(name);
      } else if (value !== undefined && typeof value !== 'object' && String(value) !== held[name]) {
        ports.cookies.set(name, String(value));
      }
    }
  },
};
