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
    for (const [name, value] of Object.entries(args)) {
      if (value === null || value === '') ports.cookies.remove(name);
      else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') ports.cookies.set(name, String(value));
    }
  },
};
