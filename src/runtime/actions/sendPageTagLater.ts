import type { ActionDefinition } from '../../model/actionDefinition.ts';

/**
 * Sends a page-tag event after a delay, unless the shopper has left the page
 * meanwhile (spec 9: tag-setup-complete 1 s after arriving on the interstitial;
 * a page name known only once an answer is in, 500 ms after it).
 */
export const sendPageTagLater: ActionDefinition = {
  name: 'sendPageTagLater',
  description: 'Sends event (with pageName, flow, intent when given) through the page-tag port after delayMs, if the page has not changed.',
  argsSchema: {
    type: 'object',
    properties: {
      event: { type: 'string' },
      delayMs: { type: 'integer', minimum: 0 },
      pageName: { type: 'string' },
      flow: { type: 'string' },
      intent: { type: 'string' },
    },
    required: ['event', 'delayMs'],
    additionalProperties: false,
  },
  run(args, { ports }) {
    const event = typeof args.event === 'string' ? args.event : '';
    if (event === '') return;
    const delayMs = typeof args.delayMs === 'number' && args.delayMs >= 0 ? args.delayMs : 0;
    const data: Record<string, unknown> = {};
    for (const key of ['pageName', 'flow', 'intent'] as const) if (args[key] !== undefined && args[key] !== null) data[key] = args[key];
    const path = ports.location.current().pathname;
    ports.clock.setTimeout(() => {
      if (ports.location.current().pathname !== path) return;
      ports.pageTag.send(event, data);
    }, delayMs);
  },
};
