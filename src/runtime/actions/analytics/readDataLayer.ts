import type { ActionDefinition } from '../../../model/actionDefinition.ts';
import { dataLayerOf } from './dataLayerOf.ts';

/**
 * The data-layer read of spec 7 on each page view (issue 10 item 4). The flow
 * names the adapter (flows/decisions/analytics-data-layer.json: readDL or
 * prepayReadDL; each picks its signed-in or nse path). The page descriptor
 * the runtime sends with pageView (ui.pageDescriptor) gets the answer's data
 * as dataLayer, the experience labels and the event codes the flow decided.
 * A failed read is quiet (lists.quietCalls): the descriptor goes without it.
 * While the read is out the descriptor says pending, and the runtime holds
 * the pageView until it settles.
 */
export const readDataLayer: ActionDefinition = {
  name: 'readDataLayer',
  description: 'Calls the data-layer adapter and keeps { dataLayer, experience, events } as ui.pageDescriptor for the pageView.',
  argsSchema: {
    type: 'object',
    properties: {
      adapter: { enum: ['readDL', 'prepayReadDL'] },
      guestCheckoutXP: { type: 'string' },
      browseXP: { type: 'string' },
      events: { type: 'array', items: { type: 'string' } },
    },
    required: ['adapter'],
    additionalProperties: false,
  },
  emits: [
    { channel: 'call', adapter: { arg: 'adapter' } },
    {
      channel: 'pageTag',
      event: { name: 'pageView' },
      fields: { 'experience.GuestCheckoutXP': 'guestCheckoutXP', 'experience.BrowseXP': 'browseXP', events: 'events' },
    },
  ],
  async run(args, context) {
    const { ports, callForApp } = context;
    const experience = { GuestCheckoutXP: String(args.guestCheckoutXP ?? ''), BrowseXP: String(args.browseXP ?? '') };
    const events = Array.isArray(args.events) ? args.events.filter((e): e is string => typeof e === 'string' && e !== '') : [];
    if (!callForApp) {
      context.setUi('pageDescriptor', { experience, events });
      return;
    }
    // pending: the runtime holds the pageView until the read settles (the call's own time-out bounds the wait).
    context.setUi('pageDescriptor', { experience, events, pending: true });
    const path = ports.location.current().pathname;
    // Issue 20 item 3: the read goes after the page's first paint, once the page is idle: out of the way
    // of its heading and of the answers it waits for (the pageView waits; src/app/ports/framePort.ts).
    const { frames } = ports;
    if (frames) await new Promise<void>((resolve) => frames.idleAfterPaint(resolve));
    // A shopper who left during that wait needs no call for the page they left.
    if (ports.location.current().pathname !== path) return;
    const result = await callForApp(String(args.adapter));
    if (ports.location.current().pathname !== path) return;
    context.setUi('pageDescriptor', result.outcome === 'done' ? { dataLayer: dataLayerOf(result.answer), experience, events } : { experience, events });
  },
};
