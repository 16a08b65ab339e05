/**
 * Issue 20 item 4 with spec 2.9 and 4.3: only the entry calls before anything that could leave the page or stop its
 * services go before the hydration. A signed-out app user whom the native guest-auth table sends away has none of
 * the cart's calls sent early; the same page in a browser, or signed in, sends them.
 */
import { describe, expect, it } from 'vitest';
import { actionDefinitions } from '../../src/app/registries.ts';
import { earlyEntryCalls } from '../../src/app/firstPaint/earlyEntryCalls.ts';
import type { Page } from '../../src/model/flowTypes.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { repoPath } from '../../tools/repoPath.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

const { flows } = await checkFlows([repoPath('flows')]);
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const app = `${phone} VZW-MFA/21.0`;

function cartStore(userAgent: string, cookies: Record<string, string> = {}, flowSet = flows): RootStore {
  const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/expresscart.html', userAgent, cookies, width: 375 });
  return new RootStore({ flows: flowSet, ports, services: fakeServices({}, { otherwise: ok({}) }), actions: actionDefinitions });
}

describe('earlyEntryCalls', () => {
  it('sends none of the cart calls for a signed-out app user the guest-auth table sends away', () => {
    const store = cartStore(app);
    expect(store.facts.facts.redirects?.nativeGuestAuth?.to).not.toBe('');
    expect(earlyEntryCalls(store)).toEqual([]);
  });

  it('sends the cart calls in a browser, and for a signed-in app user', () => {
    expect(earlyEntryCalls(cartStore(phone))).toEqual(['getCart', 'pdmRecommendations']);
    expect(earlyEntryCalls(cartStore(app, { loggedIn: 'true' }))).toEqual(['getCart', 'pdmRecommendations']);
  });

  it('stops at a redirect, a goto or an action that can leave, whatever the facts', () => {
    const withEntry = (onEnter: Page['onEnter']) => {
      const shop = flows.journeys.shop;
      if (!shop?.pages.expresscart) throw new Error('no expresscart page');
      const page = { ...shop.pages.expresscart, onEnter };
      return cartStore(phone, {}, { ...flows, journeys: { ...flows.journeys, shop: { ...shop, pages: { ...shop.pages, expresscart: page } } } });
    };
    expect(earlyEntryCalls(withEntry([{ call: 'getCart' }, { redirect: '/x' }, { call: 'pdmRecommendations' }]))).toEqual(['getCart']);
    expect(earlyEntryCalls(withEntry([{ goto: 'shop' }, { call: 'getCart' }]))).toEqual([]);
    expect(earlyEntryCalls(withEntry([{ action: 'stopServices' }, { call: 'getCart' }]))).toEqual([]);
    expect(earlyEntryCalls(withEntry([{ action: 'loadTagManager', args: {} }, { call: 'getCart' }]))).toEqual(['getCart']);
  });
});
