/**
 * The smaller parts of issue 3: pdm calls carry DESTINATION_CLIENT_ID (spec 7),
 * a service error with proactive chat data shows the proactive banner and
 * the cart-locked page hides it (spec 4.6), and serviceState.recent exposes
 * the last 5 answers as facts (spec 9).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { pdmRecommendations } from '../../src/services/adapters/pdmRecommendations.ts';
import { jsNotifyAsDynamic } from '../../src/services/adapters/jsNotifyAsDynamic.ts';
import type { CallResult } from '../../src/services/transport.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { plumbingMockServer, plumbingStore, settle } from './plumbingHarness.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();

describe('pdm (spec 7)', () => {
  const mocks = plumbingMockServer();
  beforeAll(() => mocks.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mocks.server.close());

  it('sends DESTINATION_CLIENT_ID besides the common headers, and source and page in the body', async () => {
    const { store, ports } = plumbingStore(flows, [pdmRecommendations, jsNotifyAsDynamic], { href: 'http://127.0.0.1:5173/sales/digital/cartLocked.html' });
    expect(await settle(store.call('pdmRecommendations'), ports.clock)).toBe('done');
    await mocks.flushSeen();
    const request = mocks.seen.find((seen) => seen.path === '/personalizationrecommendationsservice/pdm');
    expect(request?.headers).toMatchObject({
      destination_client_id: String(flows.settings.pdmDestinationClientId),
      channelid: 'VZW-DOTCOM',
      loginstatus: 'authenticated',
    });
    expect(request?.body).toEqual({ source: flows.settings.pdmSource, page: 'cartLocked' });
  });
});

describe('proactive banner (spec 4.6)', () => {
  const proactive: CallResult = {
    ok: true,
    status: 200,
    headers: {},
    answer: {
      errors: [
        { id: 'PC1', name: 'PROACTIVE', message: '', proactiveChatIndicator: true, proactiveChatCustomMSG: 'Questions about your order? Chat with us.' },
      ],
    },
  };

  it('a service error with proactive chat data shows the proactive banner, not the error banner', async () => {
    const ports = memoryPorts({ cookies: { loggedIn: 'true' }, href: 'http://127.0.0.1:5173/sales/digital/shop.html' });
    const services = fakeServices({ pdmRecommendations: proactive, jsNotifyAsDynamic: ok({}) });
    const store = new RootStore({ flows, ports, services, actions: plumbingActions });
    await store.call('pdmRecommendations');
    expect(store.plumbing.serviceState.lastError.row).toBe('proactiveChat');
    expect(store.plumbing.notifications.proactive).toMatchObject({ level: 'info', message: 'Questions about your order? Chat with us.' });
    expect(store.plumbing.notifications.current).toBeNull();
    expect(store.facts.facts.notification).toMatchObject({ proactiveVisible: true });
  });

  it('entering the cart-locked page hides the proactive banner (flows/journeys/plumbing.json onEnter)', async () => {
    const ports = memoryPorts({ cookies: { loggedIn: 'true' }, href: 'http://127.0.0.1:5173/sales/digital/shop.html' });
    const services = fakeServices({ pdmRecommendations: proactive, jsNotifyAsDynamic: ok({}) });
    const store = new RootStore({ flows, ports, services, actions: plumbingActions });
    store.start();
    await store.call('pdmRecommendations');
    expect(store.plumbing.notifications.proactive).not.toBeNull();
    ports.goTo('/sales/digital/cartLocked.html');
    await settleRuntime();
    expect(store.flow.current?.pageId).toBe('cartLocked');
    expect(store.plumbing.notifications.proactive).toBeNull();
    store.stop();
  });
});

describe('serviceState.recent (spec 9)', () => {
  it('exposes the last 5 answers, newest first', async () => {
    const ports = memoryPorts({ cookies: { loggedIn: 'true' }, href: 'http://127.0.0.1:5173/sales/digital/cartLocked.html' });
    let n = 0;
    const services = fakeServices({ pdmRecommendations: () => ok({ n: ++n }), jsNotifyAsDynamic: ok({}) });
    const store = new RootStore({ flows, ports, services, actions: plumbingActions });
    for (let i = 0; i < 7; i += 1) await store.call('pdmRecommendations');
    const recent = store.facts.facts.serviceState?.recent ?? [];
    expect(recent.map((entry) => entry.answer)).toEqual([{ n: 7 }, { n: 6 }, { n: 5 }, { n: 4 }, { n: 3 }]);
    expect(recent[0]).toMatchObject({ adapter: 'pdmRecommendations', ok: true, status: 200, at: ports.clock.now() });
  });
});
