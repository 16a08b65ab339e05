/**
 * Issue 8 item 4 in the runtime: one effect runner, one call path, one
 * redirect mechanism whose refusals can be seen, all in a RootStore with
 * in-memory ports.
 */
import { describe, expect, it } from 'vitest';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import type { CallResult } from '../../src/services/transport.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const flows = await checkedFlows();

function startStore(answers: Record<string, CallResult>, flowSet: FlowSet = flows) {
  const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/cartLocked.html', cookies: { loggedIn: 'true' } });
  const services = fakeServices({ jsNotifyAsDynamic: ok({}), ...answers });
  const store = new RootStore({ flows: flowSet, ports, services, actions: plumbingActions });
  store.start();
  return { store, ports, services };
}

describe('one redirect mechanism', () => {
  it('a refused redirect effect is not followed, and is seen: kept, logged to jsNotifyAsDynamic, ui.redirectRefused', async () => {
    const { store, ports, services } = startStore({});
    store.runner.run([{ redirect: 'https://evil.example/steal' }]);
    await settleRuntime();
    expect(ports.assigned).toEqual([]);
    expect(store.redirects.refused).toEqual([
      { target: 'https://evil.example/steal', reason: 'host evil.example is not on the allow-list', at: ports.clock.now() },
    ]);
    expect(store.facts.facts.ui.redirectRefused).toBe(true);
    const log = services.requests.find((request) => request.adapter === 'jsNotifyAsDynamic');
    expect(log?.body).toMatchObject({ messageType: 'ERROR', subEventType: 'REDIRECT_REFUSED', errorMessage: 'host evil.example is not on the allow-list' });
    expect(ports.errors.map((error) => error.message)).toContain('[storeflow] redirect refused: host evil.example is not on the allow-list');
  });

  it('the redirect effect leaves with goto added and its delay on the clock, stopping services only when asked', () => {
    const { store, ports } = startStore({});
    store.runner.run([{ redirect: '/sales/digital/shop.html', withGoto: true, delayMs: 100 }]);
    expect(store.plumbing.serviceState.stopped).toBe(false);
    store.runner.run([{ redirect: '/sales/digital/checkout.html', withGoto: true, delayMs: 100, stopServices: true }]);
    expect(store.plumbing.serviceState.stopped).toBe(true);
    expect(ports.assigned).toEqual([]);
    ports.clock.advance(100);
    expect(ports.assigned).toEqual([
      'http://127.0.0.1:5173/sales/digital/shop.html?goto=%2Fsales%2Fdigital%2FcartLocked.html',
      'http://127.0.0.1:5173/sales/digital/checkout.html?goto=%2Fsales%2Fdigital%2FcartLocked.html',
    ]);
    expect(store.redirects.refused).toEqual([]);
  });

  it('a refused target leaves services running; an accepted one that asks stops them', () => {
    const { store } = startStore({});
    store.plumbing.leaving.redirect({ url: 'javascript:alert(1)', stopServices: true });
    expect(store.plumbing.serviceState.stopped).toBe(false);
    expect(store.redirects.refused[0]?.reason).toBe('javascript: URLs to other hosts are refused');
    store.plumbing.leaving.redirect({ url: '/sales/digital/shop.html', stopServices: true });
    expect(store.plumbing.serviceState.stopped).toBe(true);
  });
  it('a redirect table whose target is refused reports it: the cart lock stays set, the page stays', () => {
    const cartLock = flows.redirectTables.cartLock!;
    const refusing: FlowSet = {
      ...flows,
      redirectTables: { ...flows.redirectTables, cartLock: { ...cartLock, rows: [{ ...cartLock.rows[0], when: true, to: 'https://evil.example/locked' }] } },
    };
    const { store, ports } = startStore({}, refusing);
    store.plumbing.cartLocker.lockCart('VZW-CHAT', 'test');
    expect(store.redirects.refused[0]?.target).toBe('https://evil.example/locked');
    expect(store.plumbing.cartLock.locked).toBe(true);
    expect(ports.assigned).toEqual([]);
  });
});

describe('one call path', () => {
  it('an app call goes through the error table and hands back its answer', async () => {
    const { store, services } = startStore({ videoAssistCheck: ok({ enableVideoAssist: true }) });
    expect(await store.runner.callForApp('videoAssistCheck')).toEqual({ outcome: 'done', answer: { enableVideoAssist: true } });
    expect(services.requests.find((request) => request.adapter === 'videoAssistCheck')?.headers).toMatchObject({ channelId: 'VZW-DOTCOM' });
  });

  it('a row that stops services (goToUrl) turns the outcome into skipped, for page and app calls alike', async () => {
    const goToUrl = ok({ goToUrl: '/sales/digital/shop.html' });
    const { store, services } = startStore({ videoAssistCheck: goToUrl });
    expect(await store.runner.callForApp('videoAssistCheck')).toMatchObject({ outcome: 'skipped' });
    expect(store.plumbing.serviceState.stopped).toBe(true);
    const before = services.requests.length;
    expect(await store.call('videoAssistCheck')).toBe('skipped');
    expect(services.requests).toHaveLength(before);
  });
});

describe('a chain of calls', () => {
  it("an onDone event still carries the event that started the call: the guest checkout's second call gets the form's values", async () => {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/guestcheckout.html' });
    const services = fakeServices({
      jsNotifyAsDynamic: ok({}),
      getCart: ok({ cartItems: [] }),
      mvaSessionContinue: ok({ errors: [] }),
      saveCheckoutStep: ok({}),
    });
    const store = new RootStore({ flows, ports, services, actions: plumbingActions });
    store.start();
    await settleRuntime();
    store.runner.dispatch('SUBMIT', { formId: 'contact', email: 'guest@example.com' });
    await settleRuntime();
    // The adapters build their bodies from facts.event (the form's values): both calls see the same event.
    const eventOf = (adapter: string) => services.requests.find((request) => request.adapter === adapter)?.facts.event;
    expect(eventOf('mvaSessionContinue')).toEqual({ formId: 'contact', email: 'guest@example.com' });
    expect(eventOf('saveCheckoutStep')).toEqual({ formId: 'contact', email: 'guest@example.com' });
  });
});
