import type { ActionDefinition } from '../../../model/actionDefinition.ts';
import { smartBannerClosedKey } from '../../facts/nativeFacts.ts';

/**
 * Spec 2.9: once closed, the smart banner stays closed for the browser
 * session. Writes sessionStorage (read back as the fact shell.smartBannerClosed
 * on every later page); the flow hides it on this page with a `set` effect.
 */
export const closeSmartBanner: ActionDefinition = {
  name: 'closeSmartBanner',
  description: 'Remembers for the browser session that the shopper closed the smart banner (fact shell.smartBannerClosed).',
  argsSchema: { type: 'object', properties: {}, additionalProperties: false },
  run(_args, { ports }) {
    ports.sessionStorage.setItem(smartBannerClosedKey, 'true');
  },
};
