/**
 * The spec 2.4 query parameters through a RootStore with in-memory ports:
 * isProspect turns the prospect flow on (user.prospectFlow) for signed-out
 * shoppers only, isShopFlow makes an address a shop page for the native guest
 * authentication rule, and intcmp / entrypoint travel with the page view.
 */
import { describe, expect, it } from 'vitest';
import { actionDefinitions } from '../../src/app/registries.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();
const phoneBrowser = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const app = `${phoneBrowser} VZW-MFA/21.0`;
const emptyCart = { itemCount: 0, lineCount: 0, empty: true, devices: [], plans: [], features: [], accessories: [], cartItems: [], errors: [] };

function start(path: string, options: { userAgent?: string; cookies?: Record<string, string> } = {}) {
  const ports = memoryPorts({ href: `http://127.0.0.1:5173${path}`, userAgent: options.userAgent ?? phoneBrowser, cookies: options.cookies, width: 375 });
  ports.sessionStorage.setItem('lob', 'vzw');
  ports.nativeBridge = { available: () => options.userAgent === app, openUrl: () => undefined, postMessage: () => undefined };
  const services = fakeServices({ getCart: ok(emptyCart), readDL: ok({ vzdl: { page: 'demo' } }), getNSAThrottleList: ok({ throttleList: [] }) });
  const store = new RootStore({ flows, ports, services, actions: actionDefinitions });
  store.start();
  return { store, ports };
}

describe('isProspect (spec 2.4, 6): the prospect flow', () => {
  it('is on for a signed-out shopper whose address says isProspect=true, with the switch off', () => {
    const { store } = start('/sales/digital/accessoryInterstitial.html?type=accessory&isProspect=true');
    expect(store.facts.facts.switches.NSA_REDIRECT_TH_PROSPECT).toBe(false);
    expect(store.facts.facts.user.prospectFlow).toBe(true);
    // ...so the accessory rules of the prospect flow apply: a standalone accessory needs a prospect cart.
    expect(store.facts.decisions.salesAccessoryAddToCart?.rowId).toBe('standaloneNeedsProspectCart');
  });

  it('is off without the flag or the switch, for isProspect=false, and for a signed-in customer whatever the address says', () => {
    expect(start('/sales/digital/shop.html').store.facts.facts.user.prospectFlow).toBe(false);
    expect(start('/sales/digital/shop.html?isProspect=false').store.facts.facts.user.prospectFlow).toBe(false);
    const signedIn = start('/sales/digital/shop.html?isProspect=true', { cookies: { loggedIn: 'true' } }).store;
    expect(signedIn.facts.facts.user.prospectFlow).toBe(false);
    expect(signedIn.facts.decisions.salesAccessoryAddToCart?.rowId).toBe('allowed');
  });

  it('is on for a signed-out shopper when the throttle list turns the switch on (cdlThrottleList cookie)', () => {
    const { store } = start('/sales/digital/shop.html', { cookies: { cdlThrottleList: 'NSA_REDIRECT_TH_PROSPECT' } });
    expect(store.facts.facts.user.prospectFlow).toBe(true);
  });
});

describe('isShopFlow (spec 2.4, 2.9): a shop page for the native guest authentication', () => {
  it('a signed-out app user on the cart opened with isShopFlow=true stays; without it, goes to guest authentication', async () => {
    const inShop = start('/sales/digital/expresscart.html?isShopFlow=true', { userAgent: app });
    const offShop = start('/sales/digital/expresscart.html', { userAgent: app });
    await settleRuntime();
    expect(inShop.store.facts.decisions.shopFlow?.rowId).toBe('openedInShopFlow');
    expect(inShop.store.facts.redirects.nativeGuestAuth?.row).toBe(''); // no row: no redirect
    expect(inShop.ports.assigned).toEqual([]);
    expect(offShop.ports.assigned).toEqual(['http://127.0.0.1:5173/signin/guest/']);
  });

  it('the flag is for that address only: the next page without it is judged by its name', async () => {
    const { store, ports } = start('/sales/digital/expresscart.html?isShopFlow=true', { userAgent: app });
    await settleRuntime();
    ports.goTo('/sales/digital/expresscheckout.html');
    await settleRuntime();
    expect(store.facts.decisions.shopFlow?.rowId).toBe('notShopPage');
    expect(ports.assigned).toEqual(['http://127.0.0.1:5173/signin/guest/']);
  });
});

describe('page view (spec 2.4, 9): campaign parameters travel with it', () => {
  it('intcmp and entrypoint from the address are in the pageView, other parameters are not', async () => {
    const { ports } = start('/sales/digital/shop.html?intcmp=hp-hero-nova16&entrypoint=homepage&showBackButton=true&scenario=x');
    await settleRuntime();
    ports.clock.advance(Number(flows.settings.pageTagDelayMs));
    await settleRuntime();
    const pageView = ports.tags.find((tag) => tag.event === 'pageView');
    expect(pageView?.data).toMatchObject({ pageName: expect.any(String), query: { intcmp: 'hp-hero-nova16', entrypoint: 'homepage' } });
    expect(Object.keys(pageView?.data.query as object)).toEqual(['intcmp', 'entrypoint']);
  });
});
