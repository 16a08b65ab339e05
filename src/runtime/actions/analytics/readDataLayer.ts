import type { ActionDefinition } from '../../../model/actionDefinition.ts';
import { dataLayerOf } from './dataLayerOf.ts';

/**
 * The data-layer read of spec 7 on each page view (issue 10 item 4). The flow
 * names the adapter (flows/decisions/analytics-data-layer.json: readDL or
 * prepayReadDL; each picks its signed-in or nse path). The page descriptor
 * the runtime sends with pageView (ui.pageDescriptor) gets the answer's data
 * as dataLayer, the experience labels and the event codes the flow decided.
 * A failed read is quiet (lists.quietCalls): the descriptor goes without it.
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
  async run(args, context) {
    const { ports, callForApp } = context;
    const experience = { GuestCheckoutXP: String(args.guestCheckoutXP ?? ''), BrowseXP: String(args.browseXP ?? '') };
    const events = Array.isArray(args.events) ? args.events.filter((e): e is string => typeof e === 'string' && e !== '') : [];
    context.setUi('pageDescriptor', { experience, events });
    if (!callForApp) return;
    const path = ports.location.current().pathname;
    const result = await callForApp(String(args.adapter));
    if (ports.location.current().pathname !== path || result.outcome !== 'done') return;
    context.setUi('pageDescriptor', { dataLayer: dataLayerOf(result.answer), experience, events });
  },
};
