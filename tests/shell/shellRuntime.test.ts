/**
 * The shell rules through a RootStore with in-memory ports (issue 10 items 1,
 * 2): the smart banner of spec 2.9 on a phone browser, and the native app
 * shell: app bar, guest authentication, tab-bar settings through the bridge.
 */
import { describe, expect, it } from 'vitest';
import type { ResolvedNode } from '../../src/engine/renderPage.ts';
import type { CallResult } from '../../src/services/transport.ts';
import { smartBannerClosedKey } from '../../src/runtime/facts/nativeFacts.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { ok } from '../doubles/fakeServices.ts';
import { startedStore } from '../doubles/startedStore.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();

const phoneBrowser = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const app = `${phoneBrowser} VZW-MFA/21.0`;

function find(nodes: ResolvedNode[], testId: string): ResolvedNode | undefined {
  for (const node of nodes) {
    if (node.testId === testId) return node;
    const inner = find(node.children, testId);
    if (inner) return inner;
  }
  return undefined;
}

function start(page: string, options: { userAgent?: string; cookies?: Record<string, string>; session?: Record<string, string>; width?: number } = {}) {
  const ports = memoryPorts({
    href: `http://127.0.0.1:5173/sales/digital/${page}.html`,
    userAgent: options.userAgent ?? phoneBrowser,
    cookies: options.cookies,
    width: options.width ?? 375,
  });
  for (const [key, value] of Object.entries(options.session ?? {})) ports.sessionStorage.setItem(key, value);
  const bridged: { type: string; payload: Record<string, unknown> }[] = [];
  // The in-memory bridge double, recording what the app would receive.
  ports.nativeBridge = {
    available: () => options.userAgent === app,
    openUrl: () => undefined,
    postMessage: (type, payload) => void bridged.push({ type, payload }),
  };
  const { store, services } = startedStore(flows, ports);
  return { store, ports, services, bridged };
}

describe('smart banner (spec 2.9)', () => {
  it('shows on mdnselection to a signed-in phone browser, with rating 4.1/5 and the hide-help text', async () => {
    const { store } = start('mdnselection', { cookies: { loggedIn: 'true' } });
    await settleRuntime();
    const banner = find(store.flow.nodes, 'SMART_BANNER');
    expect(banner?.props).toMatchObject({ rating: 4.1, ratingText: '4.1/5', helpText: 'Get help with us', closeLabel: expect.stringContaining('Close') });
  });

  it('once closed, is gone now and on every later page of the session', async () => {
    const { store, ports } = start('mdnselection', { cookies: { loggedIn: 'true' } });
    await settleRuntime();
    store.flow.dispatch('SMART_BANNER_CLOSED');
    await settleRuntime();
    expect(find(store.flow.nodes, 'SMART_BANNER')).toBeUndefined();
    expect(ports.sessionStorage.getItem(smartBannerClosedKey)).toBe('true');
    ports.goTo('/sales/digital/protection.html');
    await settleRuntime();
    expect(store.flow.current?.pageId).toBe('protection');
    expect(store.facts.decisions.smartBanner?.rowId).toBe('closedThisSession');
    expect(find(store.flow.nodes, 'SMART_BANNER')).toBeUndefined();
  });

  it('is not shown on desktop, signed out, or in the native app', async () => {
    const desktop = start('protection', { cookies: { loggedIn: 'true' }, userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0', width: 1280 });
    const signedOut = start('protection');
    const native = start('protection', { cookies: { loggedIn: 'true' }, userAgent: app });
    await settleRuntime();
    for (const { store } of [desktop, signedOut, native]) expect(find(store.flow.nodes, 'SMART_BANNER')).toBeUndefined();
    expect(native.store.facts.decisions.smartBanner?.rowId).toBe('nativeApp');
  });
});

describe('native app shell (spec 2.9, 3, 6, 9)', () => {
  it('a vzp prospect on the shop: app bar with Sign in, no web navigation, tab-bar settings through the bridge', async () => {
    const { store, bridged, ports } = start('shop', { userAgent: app, session: { lob: 'vzp', nativeProps: JSON.stringify({ isTabBarFlowAllowed: true }) } });
    await settleRuntime();
    expect(find(store.flow.nodes, 'APP_BAR')?.props).toMatchObject({ title: 'Shop', signInLabel: 'Sign in' });
    expect(JSON.stringify(store.flow.nodes)).not.toContain('"component":"SiteNav"');
    expect(bridged).toContainEqual({ type: 'tabBarSettings', payload: { pattern: 'C', tabIndex: 1, shopVariant: 'new' } });
    expect(ports.assigned).toEqual([]);
    store.flow.dispatch('APP_SIGN_IN');
    await settleRuntime();
    expect(ports.assigned).toEqual(['http://127.0.0.1:5173/signin/?goto=%2Fsales%2Fdigital%2Fshop.html']);
  });

  it('signed-out app users off the shop pages go to guest authentication, and services stop', async () => {
    const { store, ports } = start('expresscart', { userAgent: app, session: { lob: 'vzw' } });
    await settleRuntime();
    expect(ports.assigned).toEqual(['http://127.0.0.1:5173/signin/guest/']);
    expect(store.facts.redirects.nativeGuestAuth?.row).toBe('signedOutAppUserOffShop');
    // The cart call of the same entry was already on its way (actions run after it); no later call goes out.
    expect(store.plumbing.serviceState.stopped).toBe(true);
  });

  it('signed-out app users stay on shop pages, and guests stay anywhere', async () => {
    const shop = start('pdp', { userAgent: app, session: { lob: 'vzw' } });
    const guest = start('expresscart', { userAgent: app, cookies: { role: 'guest' }, session: { lob: 'vzw' } });
    await settleRuntime();
    expect(shop.ports.assigned).toEqual([]);
    expect(guest.ports.assigned).toEqual([]);
  });

  it('a signed-in customer on an older app: no Sign in, classic shop, legacy pattern below the tab-bar version', async () => {
    const old = `${phoneBrowser} VZW-MFA/10.2`;
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/expresscart.html', userAgent: old, cookies: { loggedIn: 'true' }, width: 375 });
    ports.sessionStorage.setItem('lob', 'vzw');
    ports.sessionStorage.setItem('nativeProps', JSON.stringify({ isTabBarFlowAllowed: true }));
    const bridged: unknown[] = [];
    ports.nativeBridge = { available: () => true, openUrl: () => undefined, postMessage: (type, payload) => void bridged.push({ type, ...payload }) };
    const { store } = startedStore(flows, ports);
    await settleRuntime();
    expect(find(store.flow.nodes, 'APP_BAR')?.props.signInLabel).toBe('');
    expect(bridged).toContainEqual({ type: 'tabBarSettings', pattern: 'A', tabIndex: 2, shopVariant: 'classic' });
    expect(ports.assigned).toEqual([]);
  });

  it('on the first page, the tab-bar pattern waits for the throttle list: a switch it names gives pattern G, not the default', async () => {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/shop.html', userAgent: app, width: 375 });
    ports.sessionStorage.setItem('lob', 'vzt');
    ports.sessionStorage.setItem('nativeProps', JSON.stringify({ isTabBarFlowAllowed: true }));
    const bridged: unknown[] = [];
    ports.nativeBridge = { available: () => true, openUrl: () => undefined, postMessage: (type, payload) => void bridged.push({ type, ...payload }) };
    let answerThrottleList: (result: CallResult) => void = () => undefined;
    const throttleList = new Promise<CallResult>((resolve) => (answerThrottleList = resolve));
    const { store, services } = startedStore(flows, ports, { getNSAThrottleList: () => throttleList, getWishlist: ok({ items: [] }) });
    await settleRuntime();
    // The page's content calls went out; the tab bar has not been sent with a guess.
    expect(services.requests.map((r) => r.adapter)).toContain('getCart');
    expect(bridged).toEqual([]);
    answerThrottleList(ok({ throttleList: ['FF_TAB_BAR_PATTERN_G'] }));
    await settleRuntime();
    expect(store.facts.decisions.nativeTabBar?.rowId).toBe('newShopPatternG');
    expect(bridged).toEqual([{ type: 'tabBarSettings', pattern: 'G', tabIndex: 1, shopVariant: 'new' }]);
  });

  it('outside the app nothing goes to a bridge and the web navigation stays', async () => {
    const { store, bridged } = start('shop');
    await settleRuntime();
    expect(find(store.flow.nodes, 'APP_BAR')).toBeUndefined();
    expect(JSON.stringify(store.flow.nodes)).toContain('"component":"SiteNav"');
    expect(bridged).toEqual([]);
  });
});
