/**
 * Issue 20 item 4 with spec 4.3: the calls sent before the hydration are those the page entry itself sends, in the
 * same circumstances: the list ends at the first redirect, goto or set (run at once, before the calls after them).
 */
import { describe, expect, it } from 'vitest';
import { actionDefinitions } from '../../src/app/registries.ts';
import { earlyEntryCalls } from '../../src/app/firstPaint/earlyEntryCalls.ts';
import type { Page } from '../../src/model/flowTypes.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

const flows = await checkedFlows();
const phone = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36';
const app = `${phone} VZW-MFA/21.0`;

function cartStore(userAgent: string, cookies: Record<string, string> = {}, flowSet = flows): RootStore {
  const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/expresscart.html', userAgent, cookies, width: 375 });
  return new RootStore({ flows: flowSet, ports, services: fakeServices({}, { otherwise: ok({}) }), actions: actionDefinitions });
}

describe('earlyEntryCalls', () => {
  it('sends the cart calls the entry sends: in a browser, and for an app user, as the entry does before its actions run', () => {
    expect(earlyEntryCalls(cartStore(phone))).toEqual(['getCart', 'pdmRecommendations']);
    // The guest-auth redirect is an action: the entry runs it a microtask after its calls (EffectRunner), so they go anyway.
    expect(earlyEntryCalls(cartStore(app))).toEqual(['getCart', 'pdmRecommendations']);
  });

  it('stops at a redirect, a goto or a set, which the entry runs before the calls after them', () => {
    const withEntry = (onEnter: Page['onEnter']) => {
      const shop = flows.journeys.shop;
      if (!shop?.pages.expresscart) throw new Error('no expresscart page');
      const page = { ...shop.pages.expresscart, onEnter };
      return cartStore(phone, {}, { ...flows, journeys: { ...flows.journeys, shop: { ...shop, pages: { ...shop.pages, expresscart: page } } } });
    };
    expect(earlyEntryCalls(withEntry([{ call: 'getCart' }, { redirect: '/x' }, { call: 'pdmRecommendations' }]))).toEqual(['getCart']);
    expect(earlyEntryCalls(withEntry([{ goto: 'shop' }, { call: 'getCart' }]))).toEqual([]);
    expect(earlyEntryCalls(withEntry([{ set: 'step', to: 1 }, { call: 'getCart' }]))).toEqual([]);
    expect(earlyEntryCalls(withEntry([{ action: 'loadTagManager', args: {} }, { call: 'getCart' }]))).toEqual(['getCart']);
  });
});

describe('a failure met before the hydration (the early calls load the HTTP client then)', () => {
  it('is handled once the store has started, with the shopper facts, not the frame facts (spec 8)', () => {
    const store = cartStore(phone);
    const handled: string[] = [];
    store.whenStarted(() => handled.push('before start'));
    expect(handled).toEqual([]);
    store.start();
    expect(handled).toEqual(['before start']);
    store.whenStarted(() => handled.push('after start'));
    expect(handled).toEqual(['before start', 'after start']);
    store.stop();
  });
});
