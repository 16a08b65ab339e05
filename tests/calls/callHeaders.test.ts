/**
 * Spec 7 headers on every call, asserted on the wire (axios against the MSW
 * mock services): the calls wired by issue 10 item 6 and one of every other
 * area, for a signed-in, a prospect and a prepay shopper. The anti-forgery
 * token only with its cookie and never off our API; the prepaid header only for prepay.
 */
import { describe, expect, it } from 'vitest';
import { adapterDefinitions } from '../../src/app/registries.ts';
import { headerNames } from '../../src/runtime/effects/requestHeaders.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { mockServerForFile, ORIGIN, plumbingStore, settle } from '../plumbing/plumbingHarness.ts';

const flows = await checkedFlows();
const { mocks, unhandled } = mockServerForFile();

/** Each adapter and the path it must reach for a signed-in shopper. */
const calls: ReadonlyArray<readonly [adapter: string, path: string]> = [
  ['clearSessionCache', '/fraudservice/session/nse/clearCache'],
  ['sessionLogout', '/fraudservice/session/logout'],
  ['sessionKeepAlive', '/fraudservice/session/keepalive'],
  ['mvaSessionContinue', '/onedp/api/mva/session/continue'],
  ['saveAcceptedMyofferData', '/devicepricingservice/saveAcceptedMyofferData'],
  ['pdmRecommendations', '/personalizationrecommendationsservice/pdm'],
  ['getCart', '/cartservice/cart/getCart'],
  ['getoffers', '/accountlandingservice/isaac/getoffers'],
  ['readDL', '/omnidlservice/readDL'],
];

const signedIn = { loggedIn: 'true', cartId: 'C-7', uuid: 'V-42', 'XSRF-TOKEN': 'tok-1' };
const page = `${ORIGIN}/sales/digital/expresscheckout.html?srcCode=EMAIL_SPRING`;

async function callOnce(adapter: string, cookies: Record<string, string>, href = page) {
  const { store, ports } = plumbingStore(flows, adapterDefinitions, { cookies, href, referrer: 'https://search.example/q?phones' });
  expect(await settle(store.call(adapter, { email: 'guest@example.com', offerId: 'O-1', offerType: 'restricted' }), ports.clock)).not.toBe('skipped');
  await mocks.flushSeen();
  return mocks.seen.filter((request) => !request.path.includes('jsNotifyAsDynamic'));
}

const lower = (name: string): string => name.toLowerCase();

describe('spec 7 headers on every call', () => {
  for (const [adapter, path] of calls) {
    it(`${adapter}: every header, on ${path}`, async () => {
      const seen = await callOnce(adapter, signedIn);
      expect(seen.map((request) => request.path)).toEqual([path]);
      const headers = seen[0]?.headers ?? {};
      expect(headers).toMatchObject({
        [lower(headerNames.channelId)]: 'VZW-DOTCOM',
        [lower(headerNames.cartId)]: 'C-7',
        [lower(headerNames.pageName)]: 'expresscheckout',
        [lower(headerNames.visitorId)]: 'V-42',
        [lower(headerNames.referrer)]: 'https://search.example/q?phones',
        [lower(headerNames.entryPoint)]: 'EMAIL_SPRING',
        [lower(headerNames.antiForgery)]: 'tok-1',
        [lower(headerNames.loginStatus)]: 'authenticated',
      });
      // No journey chunk is loaded in this harness, so the flow name is present and empty here; the e2e spec sees "checkout".
      expect(headers).toHaveProperty(lower(headerNames.flowName));
      expect(headers[lower(headerNames.requestId)]).toMatch(/^[a-z0-9]+-[a-z0-9]+-\d+$/);
      expect(headers).not.toHaveProperty(lower(headerNames.prepaid));
      expect(unhandled).toEqual([]);
    });
  }

  it('a fresh end-to-end id per request', async () => {
    const { store, ports } = plumbingStore(flows, adapterDefinitions, { cookies: signedIn, href: page });
    await settle(store.call('clearSessionCache'), ports.clock);
    await settle(store.call('clearSessionCache'), ports.clock);
    await mocks.flushSeen();
    const ids = mocks.seen.filter((request) => request.path.endsWith('clearCache')).map((request) => request.headers.e2erequestid);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
  });

  it('prepay: the service prepaid header and the prepay keep-alive path; no token cookie, no token header', async () => {
    const seen = await callOnce('sessionKeepAlive', { role: 'prepay', cartId: 'P-1' }, `${ORIGIN}/sales/prepaid/expresscart.html`);
    expect(seen.map((request) => request.path)).toEqual(['/prepayservice/session/keepalive']);
    expect(seen[0]?.headers).toMatchObject({ 'x-service-prepaid': 'true', cartid: 'P-1', loginstatus: 'unauthenticated' });
    expect(seen[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });

  it('prospect without cookies: the identifying headers are sent empty, never left out', async () => {
    const seen = await callOnce('pdmRecommendations', {}, `${ORIGIN}/sales/digital/expresscart.html`);
    expect(seen[0]?.headers).toMatchObject({ cartid: '', visitorid: '', entrypoint: '', 'x-referrer': 'https://search.example/q?phones' });
    expect(seen[0]?.headers).not.toHaveProperty('x-xsrf-token');
  });
});
