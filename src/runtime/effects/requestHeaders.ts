import type { Facts } from '../../model/facts.ts';

/**
 * Names of the spec 7 headers, in one place so the tests and the README name
 * the same ones. The referrer travels as `X-Referrer`: `Referer` is a
 * forbidden header name that browsers refuse to let a script set (they send
 * their own, cut by our Referrer-Policy to the origin), so the page's full
 * document.referrer needs a header of its own.
 */
export const headerNames = {
  channelId: 'channelId',
  cartId: 'cartId',
  pageName: 'pageName',
  flowName: 'flowName',
  requestId: 'e2erequestid',
  visitorId: 'visitorId',
  referrer: 'X-Referrer',
  entryPoint: 'entryPoint',
  antiForgery: 'X-XSRF-TOKEN',
  prepaid: 'x-service-prepaid',
  loginStatus: 'loginStatus',
} as const;

/**
 * Headers every call carries (spec 7). The identifying ones go on every call,
 * empty when unknown (no cart yet, no uuid cookie, no referrer, no srcCode),
 * so a service log always has the same columns. The anti-forgery token goes
 * only when a token cookie exists (spec 5) and only to our own API: the service
 * caller refuses any other URL before sending. The prepaid header only for prepay.
 */
export function requestHeaders(facts: Facts, cookies: Record<string, string>, requestId: string, flowName: string, referrer: string): Record<string, string> {
  const headers: Record<string, string> = {
    [headerNames.channelId]: facts.device.channelId,
    [headerNames.cartId]: cookies.cartId ?? '',
    [headerNames.pageName]: facts.url.pageName,
    [headerNames.flowName]: flowName,
    [headerNames.requestId]: requestId,
    [headerNames.visitorId]: cookies.uuid ?? '',
    [headerNames.referrer]: referrer,
    // Spec 7: the entry point is the srcCode query parameter (spec 2.4).
    [headerNames.entryPoint]: facts.url.query.srcCode ?? '',
    [headerNames.loginStatus]: facts.user.signedIn ? 'authenticated' : 'unauthenticated',
  };
  const token = cookies['XSRF-TOKEN'] ?? cookies.csrfToken;
  if (token) headers[headerNames.antiForgery] = token;
  if (facts.user.prepay) headers[headerNames.prepaid] = 'true';
  return headers;
}
