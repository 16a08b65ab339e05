import type { Facts } from '../../model/facts.ts';

/**
 * Headers every call carries (spec 7). The anti-forgery token goes only to our
 * own API: the service caller refuses any other host before sending.
 */
export function requestHeaders(facts: Facts, cookies: Record<string, string>, requestId: string, flowName: string, referrer: string): Record<string, string> {
  const headers: Record<string, string> = {
    channelId: facts.device.channelId,
    pageName: facts.url.pageName,
    flowName,
    e2erequestid: requestId,
    loginStatus: facts.user.signedIn ? 'authenticated' : 'unauthenticated',
  };
  if (cookies.cartId) headers.cartId = cookies.cartId;
  if (cookies.uuid) headers.visitorId = cookies.uuid;
  if (referrer) headers.referer = referrer;
  const entryPoint = facts.url.query.srcCode;
  if (entryPoint) headers.entryPoint = entryPoint;
  const token = cookies['XSRF-TOKEN'] ?? cookies.csrfToken;
  if (token) headers['X-XSRF-TOKEN'] = token;
  if (facts.user.prepay) headers['x-service-prepaid'] = 'true';
  return headers;
}
