import type { Facts } from '../../model/facts.ts';
import { sourceLanguage } from '../../model/language.ts';

/** The customerInfo block the account landing service expects (spec 7). */
export function customerInfo(facts: Facts): Record<string, unknown> {
  return { loggedInUser: facts.user.signedIn, isNewCustomer: facts.user.prospect };
}

/** Where the call comes from, so the service can tag and route it. */
export function pageContext(facts: Facts): Record<string, unknown> {
  return { pageName: facts.url.pageName, channelId: facts.device.channelId };
}

/** A text the shopper chose or typed, from the event that started the call; '' when the event has none. */
export function eventText(facts: Facts, name: string): string {
  const value = facts.event?.[name];
  return typeof value === 'string' ? value : '';
}

/**
 * The shopper's language for a service that answers texts in it (content, catalogue, cart: issue 23). url.language is
 * always set from the address (urlFacts); an address without a prefix is English.
 */
export function languageHeaders(facts: Facts): Record<string, string> {
  return { 'Accept-Language': facts.url.language ?? sourceLanguage };
}
