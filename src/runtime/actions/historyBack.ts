import type { ActionDefinition } from '../../model/actionDefinition.ts';

/**
 * The back link a referring page asks for with showBackButton=true (spec 2.4):
 * back in this tab's history, to wherever the shopper came from. The browser
 * does the navigation, so nothing is parsed or followed by us: the router
 * hears it as a back/forward like the browser's own Back.
 */
export const historyBack: ActionDefinition = {
  name: 'historyBack',
  description: "Goes back in the tab's history (the showBackButton back link, spec 2.4).",
  argsSchema: { type: 'object', properties: {}, additionalProperties: false },
  run(_args, { ports }) {
    ports.location.back();
  },
};
