import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { eventText } from './requestParts.ts';

/**
 * Clears the shopper's server-side session cache (spec 7: success is code 200).
 * One NSE path for everyone: the spec names no signed-in or prepay variant.
 * What follows its success (spec 2.3: /smartphones) is the sales redirect
 * table's sessionCleared row; the confirmation pages call it (flows/fragments/startOver.json).
 */
export const clearSessionCache: AdapterDefinition = {
  name: 'clearSessionCache',
  description: 'Clears the session cache so the next visit starts afresh (spec 7 clearCache).',
  method: 'POST',
  paths: { signedIn: '/fraudservice/session/nse/clearCache' },
  body: () => ({}),
};

/**
 * Ends the session on the server (spec 7 POST) before the browser navigates to
 * the session-logout address (spec 4.3, 7 navigate): the logout of
 * src/runtime/plumbing/session/SessionModule.ts sends it first, bounded by
 * settings.logoutCallTimeoutMs, then navigates whatever the answer.
 */
export const sessionLogout: AdapterDefinition = {
  name: 'sessionLogout',
  description: 'Ends the session on the server before the logout page (spec 7).',
  method: 'POST',
  paths: { signedIn: '/fraudservice/session/logout' },
  body: () => ({}),
  timeoutMs: (facts) => Number(facts.settings.logoutCallTimeoutMs),
};

/**
 * Continues a guest's session (spec 7 "used by guests in some flows"): called
 * when a prospect chooses to check out as a guest (flows/journeys/checkout/guestcheckout.json),
 * with the e-mail address the guest gave.
 */
export const mvaSessionContinue: AdapterDefinition = {
  name: 'mvaSessionContinue',
  description: 'Continues the session as a guest (spec 7 /onedp/api/mva/session/continue).',
  method: 'POST',
  paths: { signedIn: '/onedp/api/mva/session/continue' },
  body: (facts) => ({ guest: true, email: eventText(facts, 'email') }),
};
