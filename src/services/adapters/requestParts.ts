import type { Facts } from '../../model/facts.ts';

/** The customerInfo block the account landing service expects (spec 7). */
export function customerInfo(facts: Facts): Record<string, unknown> {
  return { loggedInUser: facts.user.signedIn, isNewCustomer: facts.user.prospect };
}

/** Where the call comes from, so the service can tag and route it. */
export function pageContext(facts: Facts): Record<string, unknown> {
  return { pageName: facts.url.pageName, channelId: facts.device.channelId };
}
