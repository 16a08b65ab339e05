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
    const now = ports.cookies.all();
    for (const [name, value] of Object.entries(args)) {
      // undefined (the fact is absent) or an object leaves the cookie as it is.
      const kept = value === undefined || typeof value === 'object';
      const text = value === null || value === '' ? undefined : kept ? now[name] : String(value);
      if (text !== now[name]) {
        if (text === undefined) ports.cookies.remove(name);
        else ports.cookies.set(name, text);
      }
    }
  },
};
