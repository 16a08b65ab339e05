/**
 * Session countdown (spec 4.1, 9) on the manual clock: warning at 28:00,
 * time-out at 30:00, restart from last-cached-time, extend success and
 * failure, and prospects left alone.
 */
import { describe, expect, it } from 'vitest';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import { parseLastCachedTime } from '../../src/runtime/plumbing/session/SessionStore.ts';
import type { CallResult } from '../../src/services/transport.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();
const minute = 60_000;

function startSession(options: { signedIn?: boolean; keepAlive?: CallResult; guest?: boolean; logout?: CallResult | (() => Promise<CallResult>) } = {}) {
  const cookies: Record<string, string> = options.signedIn === false ? {} : { loggedIn: 'true', cartId: 'C-9' };
  if (options.guest) cookies.role = 'guest';
  const ports = memoryPorts({ cookies, href: 'http://127.0.0.1:5173/sales/digital/cartLocked.html' });
  const services = fakeServices({
    sessionKeepAlive: options.keepAlive ?? ok({}),
    sessionLogout: options.logout ?? ok({}),
    jsNotifyAsDynamic: ok({}),
  });
  const store = new RootStore({ flows, ports, services, actions: plumbingActions });
  store.start();
  return { store, ports, services, session: store.plumbing.session };
}

describe('session countdown', () => {
  it('runs from the page start, not from when the store was built (a pre-rendered page builds it before hydration)', () => {
    const ports = memoryPorts({ cookies: { loggedIn: 'true' } });
    const store = new RootStore({ flows, ports, services: fakeServices({ jsNotifyAsDynamic: ok({}) }), actions: plumbingActions });
    ports.clock.advance(5 * minute);
    store.start();
    ports.clock.advance(28 * minute - 1000);
    expect(store.plumbing.session.showModal).toBe(false);
    ports.clock.advance(1000);
    expect(store.plumbing.session.showModal).toBe(true);
  });

  it('shows the warning at 28:00, not before', () => {
    const { session, ports } = startSession();
    ports.clock.advance(28 * minute - 1000);
    expect(session.showModal).toBe(false);
    expect(session.facts.warning).toBe(false);
    ports.clock.advance(1000);
    expect(session.showModal).toBe(true);
    expect(session.facts.warning).toBe(true);
    expect(session.remainingMs).toBe(2 * minute);
  });

  it('times out at 30:00 and logs a signed-in shopper out (the logout POST first, spec 7)', async () => {
    const { session, ports, store, services } = startSession();
    ports.clock.advance(30 * minute - 1000);
    expect(session.timedOut).toBe(false);
    expect(ports.assigned).toEqual([]);
    ports.clock.advance(1000);
    expect(session.timedOut).toBe(true);
    await settleRuntime();
    const logoutCall = services.requests.find((request) => request.adapter === 'sessionLogout');
    // Sent with the session's cookies, before they were cleared.
    expect(logoutCall?.headers).toMatchObject({ cartId: 'C-9', loginStatus: 'authenticated' });
    expect(ports.assigned).toEqual(['/fraudservice/session/logout']);
    expect(ports.cookieJar.has('loggedIn')).toBe(false);
    expect(store.plumbing.serviceState.stopped).toBe(true);
    expect(store.facts.facts.decisions.sessionEnd?.outcome).toBe('logout');
  });

  it('leaves a prospect alone at 30:00 (the dialog says the session ended)', () => {
    const { session, ports, store } = startSession({ signedIn: false });
    ports.clock.advance(30 * minute);
    expect(session.timedOut).toBe(true);
    expect(session.showModal).toBe(true);
    expect(ports.assigned).toEqual([]);
    expect(store.plumbing.serviceState.stopped).toBe(false);
  });

  it('sends a guest whose session ended to sign in again', () => {
    const { ports } = startSession({ signedIn: false, guest: true });
    ports.clock.advance(30 * minute);
    expect(ports.assigned).toEqual(['http://127.0.0.1:5173/sales/digital/prospectbyodoptions.html']);
  });

  it('keeps the calls of a guest whose session ended stopped on a page the redirect did not replace: the dialog stays, with Sign out (docs/requirements.md spec 4.3)', () => {
    const { ports, store, session } = startSession({ signedIn: false, guest: true });
    ports.clock.advance(30 * minute);
    ports.clock.advance(flows.settings.redirectUnloadWaitMs as number);
    expect(store.redirects.leaving).toBe(false);
    expect(store.plumbing.serviceState.stopped).toBe(true);
    expect(session.showModal).toBe(true);
  });

  it('restarts from a last-cached-time header on any answer', async () => {
    const { session, ports, store } = startSession();
    ports.clock.advance(20 * minute);
    const cachedAt = ports.clock.now() - minute;
    store.calls.deps.errorTable.afterCall('sessionKeepAlive', { ok: true, answer: {}, status: 200, headers: { 'last-cached-time': String(cachedAt) } });
    await settleRuntime();
    ports.clock.advance(26 * minute);
    expect(session.showModal).toBe(false);
    ports.clock.advance(minute);
    expect(session.showModal).toBe(true);
    expect(session.remainingMs).toBe(2 * minute);
  });

  it('extends: isSessionExtended false while asking, then true, the dialog closes and the countdown restarts', async () => {
    let release: (result: CallResult) => void = () => undefined;
    const ports = memoryPorts({ cookies: { loggedIn: 'true' }, href: 'http://127.0.0.1:5173/sales/digital/cartLocked.html' });
    const services = fakeServices({ sessionKeepAlive: () => new Promise<CallResult>((resolve) => (release = resolve)), jsNotifyAsDynamic: ok({}) });
    const store = new RootStore({ flows, ports, services, actions: plumbingActions });
    store.start();
    const session = store.plumbing.session;
    ports.clock.advance(28 * minute);
    expect(session.showModal).toBe(true);
    store.plumbing.sessionModule.extendSession();
    expect(session.isSessionExtended).toBe(false);
    expect(services.requests.map((request) => request.adapter)).toEqual(['sessionKeepAlive']);
    release(ok({}));
    await settleRuntime();
    expect(session.isSessionExtended).toBe(true);
    expect(session.showModal).toBe(false);
    expect(session.error).toBe('');
    ports.clock.advance(28 * minute - 1000);
    expect(session.showModal).toBe(false);
    ports.clock.advance(1000);
    expect(session.showModal).toBe(true);
  });

  it('a failed extension (keep-alive 500: expired) logs a signed-in shopper out', async () => {
    const expired: CallResult = {
      ok: false,
      error: Object.assign(new Error('x'), { kind: 'http', status: 500, method: 'POST', url: '/fraudservice/session/keepalive' }) as never,
      headers: {},
    };
    const { session, ports, store } = startSession({ keepAlive: expired });
    ports.clock.advance(28 * minute);
    store.plumbing.sessionModule.extendSession();
    await settleRuntime();
    expect(session.isSessionExtended).toBe(false);
    expect(session.error).toBe('expired');
    await settleRuntime();
    expect(ports.assigned).toEqual(['/fraudservice/session/logout']);
  });

  it('a logout POST that hangs holds the navigation at most settings.logoutCallTimeoutMs', async () => {
    const { ports, services } = startSession({ logout: () => new Promise<CallResult>(() => undefined) });
    ports.clock.advance(30 * minute);
    await settleRuntime();
    expect(services.requests.map((request) => request.adapter)).toContain('sessionLogout');
    expect(ports.assigned).toEqual([]);
    ports.clock.advance(Number(flows.settings.logoutCallTimeoutMs) - 1);
    await settleRuntime();
    expect(ports.assigned).toEqual([]);
    ports.clock.advance(1);
    await settleRuntime();
    expect(ports.assigned).toEqual(['/fraudservice/session/logout']);
  });

  it('a failed logout POST still leaves for the logout page', async () => {
    const failed: CallResult = {
      ok: false,
      error: Object.assign(new Error('x'), { kind: 'http', status: 503, method: 'POST', url: '/fraudservice/session/logout' }) as never,
      headers: {},
    };
    const { ports } = startSession({ logout: failed });
    ports.clock.advance(30 * minute);
    await settleRuntime();
    expect(ports.assigned).toEqual(['/fraudservice/session/logout']);
  });

  it('a failed extension leaves a prospect alone', async () => {
    const failed: CallResult = {
      ok: false,
      error: Object.assign(new Error('x'), { kind: 'network', status: 0, method: 'POST', url: '/fraudservice/session/keepalive' }) as never,
      headers: {},
    };
    const { session, ports, store } = startSession({ signedIn: false, keepAlive: failed });
    ports.clock.advance(28 * minute);
    store.plumbing.sessionModule.extendSession();
    await settleRuntime();
    expect(session.isSessionExtended).toBe(false);
    expect(session.error).toBe('network');
    expect(ports.assigned).toEqual([]);
    expect(store.plumbing.serviceState.stopped).toBe(false);
  });

  it('reads last-cached-time as epoch ms, epoch seconds or a date', () => {
    expect(parseLastCachedTime('1763800000000')).toBe(1763800000000);
    expect(parseLastCachedTime('1763800000')).toBe(1763800000000);
    expect(parseLastCachedTime('Sat, 22 Nov 2025 08:26:40 GMT')).toBe(Date.parse('Sat, 22 Nov 2025 08:26:40 GMT'));
    expect(parseLastCachedTime('soon')).toBeNaN();
  });
});
