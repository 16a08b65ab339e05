/**
 * Crash handling (spec 8): script errors classed as vendor, script-load,
 * global or component and logged to jsNotifyAsDynamic; a chunk that could not
 * be loaded reloads the page with a timestamp parameter when FF_CHUNK_RELOAD
 * is on, at most once per address per session, else the page shows
 * 'Something went wrong.'; loaders that fail never leave a rejection behind.
 */
import { describe, expect, it } from 'vitest';
import type { Journey } from '../../src/model/flowTypes.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import { classifyScriptError } from '../../src/runtime/plumbing/crashRecovery/scriptErrors.ts';
import { claimReload, reloadGuardKey } from '../../src/runtime/plumbing/crashRecovery/reloadGuard.ts';
import { createHttpTransport } from '../../src/services/httpTransport.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts, memoryStorage } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();
const origin = 'http://127.0.0.1:5173';
const patterns = flows.lists.chunkLoadErrorPatterns?.map(String) ?? [];
const chunkError = new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/savings-abc.js');

describe('classifyScriptError', () => {
  it.each([
    { name: 'a failed dynamic import', report: { message: chunkError.message }, expected: 'script-load' },
    {
      name: 'a failed dynamic import caught by the boundary (lazy component)',
      report: { message: `TypeError: ${chunkError.message}`, fromBoundary: true },
      expected: 'script-load',
    },
    { name: 'Safari wording', report: { message: 'TypeError: Importing a module script failed.' }, expected: 'script-load' },
    {
      name: 'a <script> that did not load',
      report: { message: 'script failed to load', filename: 'https://tags.example/tag.js', resource: true },
      expected: 'script-load',
    },
    { name: 'a render crash', report: { message: 'TypeError: x is undefined', fromBoundary: true }, expected: 'component' },
    { name: 'the opaque cross-origin message', report: { message: 'Script error.' }, expected: 'vendor' },
    { name: 'thrown by another origin', report: { message: 'ReferenceError: s is not defined', filename: 'https://tags.example/tag.js' }, expected: 'vendor' },
    {
      name: 'thrown by another origin (stack only)',
      report: { message: 'Error: x', stack: 'Error: x\n    at f (https://chat.example/widget.js:1:20)' },
      expected: 'vendor',
    },
    { name: 'thrown by our own code', report: { message: 'TypeError: a is null', filename: `${origin}/assets/index-1.js` }, expected: 'global' },
    { name: 'an unhandled rejection without a location', report: { message: 'unhandled rejection: nope' }, expected: 'global' },
  ])('$name -> $expected', ({ report, expected }) => {
    expect(classifyScriptError(report, origin, patterns)).toBe(expected);
  });
});

describe('reload guard', () => {
  it('allows one reload per address per session, the timestamp parameter aside', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, `${origin}/sales/digital/shop.html?x=1`, 'ts')).toBe(true);
    expect(claimReload(storage, `${origin}/sales/digital/shop.html?x=1&ts=123`, 'ts')).toBe(false);
    expect(claimReload(storage, `${origin}/sales/digital/shop.html?x=2`, 'ts')).toBe(true);
    expect(reloadGuardKey(`${origin}/a.html?ts=9&b=1`, 'ts')).toBe('storeflow:chunkReload:/a.html?b=1');
  });

  it('guards a chunk reload and an error-table reload of the same address apart', () => {
    const storage = memoryStorage();
    expect(claimReload(storage, `${origin}/a.html`, 'ts', 'chunk')).toBe(true);
    expect(claimReload(storage, `${origin}/a.html`, 'ts', 'error')).toBe(true);
    expect(claimReload(storage, `${origin}/a.html`, 'ts', 'error')).toBe(false);
    expect(reloadGuardKey(`${origin}/a.html?b=1`, 'ts', 'error')).toBe('storeflow:errorReload:/a.html?b=1');
  });

  it('never reloads without session storage', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    expect(claimReload(broken, `${origin}/a.html`, 'ts')).toBe(false);
  });
});

function crashHost(options: { switchOn: boolean; href?: string }) {
  const cookies: Record<string, string> = { loggedIn: 'true' };
  if (options.switchOn) cookies.cdlThrottleList = 'FF_CHUNK_RELOAD';
  const ports = memoryPorts({ cookies, href: options.href ?? `${origin}/sales/digital/openbankmlp.html?srcCode=x` });
  const services = fakeServices({ jsNotifyAsDynamic: ok({}), getOpenBankEligibility: ok({}) });
  const logs = () => services.requests.filter((request) => request.adapter === 'jsNotifyAsDynamic').map((request) => request.body as Record<string, unknown>);
  return { ports, services, logs };
}

describe('chunk-load failure', () => {
  it('switch on: reloads with a timestamp parameter once, then shows the message', async () => {
    const first = crashHost({ switchOn: true });
    const store = new RootStore({ flows, ports: first.ports, services: first.services, actions: plumbingActions });
    store.plumbing.crashModule.chunkLoadFailed('journey savings', chunkError);
    expect(first.ports.assigned).toHaveLength(1);
    const reloaded = new URL(first.ports.assigned[0] ?? '');
    expect(reloaded.pathname).toBe('/sales/digital/openbankmlp.html');
    expect(reloaded.searchParams.get('srcCode')).toBe('x');
    expect(reloaded.searchParams.get('ts')).toBe(String(first.ports.clock.now()));
    expect(store.plumbing.crash.pageFailed).toBe(false);
    await settleRuntime();
    expect(first.logs()[0]).toMatchObject({ messageType: 'ERROR', eventType: 'SCRIPT_ERROR', subEventType: 'SCRIPT_LOAD_ERROR', errorClass: 'script-load' });

    // The reloaded page fails again: same session storage, new page load.
    const second = crashHost({ switchOn: true, href: reloaded.href });
    const ports = { ...second.ports, sessionStorage: first.ports.sessionStorage };
    const again = new RootStore({ flows, ports, services: second.services, actions: plumbingActions });
    again.plumbing.crashModule.chunkLoadFailed('journey savings', chunkError);
    expect(second.ports.assigned).toEqual([]);
    expect(again.plumbing.crash.pageFailed).toBe(true);
  });

  it('switch off: no reload, the page shows the message; a route change clears it', () => {
    const host = crashHost({ switchOn: false });
    const store = new RootStore({ flows, ports: host.ports, services: host.services, actions: plumbingActions });
    store.plumbing.crashModule.chunkLoadFailed('journey savings', chunkError);
    expect(host.ports.assigned).toEqual([]);
    expect(store.plumbing.crash.pageFailed).toBe(true);
    store.plumbing.routeChanged();
    expect(store.plumbing.crash.pageFailed).toBe(false);
  });

  it('the journey this address needs failing is a chunk-load failure; a failed background prefetch is only logged', async () => {
    const host = crashHost({ switchOn: true });
    const split = { ...flows, journeys: {}, lazyJourneys: { savings: { openbankmlp: 'openbankmlp' }, card: { creditcardmlp: 'creditcardmlp' } } };
    const store = new RootStore({
      flows: split,
      ports: host.ports,
      services: host.services,
      actions: plumbingActions,
      loadJourney: (id) => (id === 'savings' ? Promise.resolve(flows.journeys.savings as Journey) : Promise.reject(chunkError)),
    });
    store.start();
    await settleRuntime();
    host.ports.clock.advance(Number(flows.settings.prefetchDelayMs ?? 2000));
    await settleRuntime();
    // Not marked failed: a page of the journey needed later asks for it again (and gets spec 8's handling if that fails).
    expect(store.journeys.failed.has('card')).toBe(false);
    expect(host.ports.assigned).toEqual([]);
    expect(host.logs().some((body) => body.subEventType === 'SCRIPT_LOAD_ERROR')).toBe(true);
    store.flow.gotoPage('creditcardmlp', {});
    await settleRuntime();
    expect(store.journeys.failed.has('card')).toBe(true);
    expect(host.ports.assigned[0]).toContain('ts=');

    const failing = crashHost({ switchOn: true });
    const broken = new RootStore({
      flows: split,
      ports: failing.ports,
      services: failing.services,
      actions: plumbingActions,
      loadJourney: () => Promise.reject(chunkError),
    });
    broken.start();
    await settleRuntime();
    expect(failing.ports.assigned[0]).toContain('ts=');
    store.stop();
    broken.stop();
  });

  it('a render crash is logged as a component error; a lazy component whose chunk failed reloads', async () => {
    const host = crashHost({ switchOn: true });
    const store = new RootStore({ flows, ports: host.ports, services: host.services, actions: plumbingActions });
    expect(store.plumbing.crashModule.renderCrashed(new TypeError('items is undefined'), '\n    at CartLines')).toBe('component');
    await settleRuntime();
    expect(host.logs()[0]).toMatchObject({
      eventType: 'SCRIPT_ERROR',
      subEventType: 'COMPONENT_ERROR',
      errorClass: 'component',
      errorMessage: 'TypeError: items is undefined',
    });
    expect(host.ports.assigned).toEqual([]);
    expect(store.plumbing.crashModule.renderCrashed(chunkError, '\n    at Lazy')).toBe('script-load');
    expect(host.ports.assigned[0]).toContain('ts=');
  });

  it('logs at most settings.scriptErrorLogLimit script errors per page load', async () => {
    const host = crashHost({ switchOn: false });
    const store = new RootStore({ flows, ports: host.ports, services: host.services, actions: plumbingActions });
    for (let i = 0; i < 50; i += 1) store.plumbing.crashModule.reportScriptError({ message: `TypeError: loop ${i}` });
    await settleRuntime();
    expect(host.logs()).toHaveLength(Number(flows.settings.scriptErrorLogLimit));
  });
});

describe('loaders that fail (axios, answer validators)', () => {
  const adapter = { name: 'getCart', description: 'cart', method: 'GET' as const, paths: { signedIn: '/cartservice/cart/getCart' } };
  const facts = { user: { signedIn: true, prospect: false, prepay: false } } as never;

  it('a failed http-client chunk fails the call as a network error, is reported, and is loaded again next time', async () => {
    const failures: string[] = [];
    let loads = 0;
    const transport = createHttpTransport({
      http: {
        load: () =>
          loads++ === 0
            ? Promise.reject(chunkError)
            : Promise.resolve({ request: () => Promise.resolve({ status: 200, data: '{"ok":true}', headers: {} }) } as never),
      },
      adapters: new Map([[adapter.name, adapter]]),
      validators: {},
      onLoadFailure: (what) => void failures.push(what),
    });
    const first = await transport.call({ adapter: 'getCart', facts, headers: {} });
    expect(first).toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(failures).toEqual(['http client']);
    const second = await transport.call({ adapter: 'getCart', facts, headers: {} });
    expect(second).toMatchObject({ ok: true, answer: { ok: true } });
    expect(loads).toBe(2);
  });

  it('failed answer validators fail the call (never a rejection) and are loaded again next time', async () => {
    const failures: string[] = [];
    let loads = 0;
    const transport = createHttpTransport({
      http: { request: () => Promise.resolve({ status: 200, data: '{"ok":true}', headers: {} }) } as never,
      adapters: new Map([[adapter.name, adapter]]),
      validators: () => (loads++ === 0 ? Promise.reject(chunkError) : Promise.resolve({})),
      onLoadFailure: (what) => void failures.push(what),
    });
    await expect(transport.call({ adapter: 'getCart', facts, headers: {} })).resolves.toMatchObject({ ok: false, error: { kind: 'network' } });
    expect(failures).toEqual(['answer validators']);
    await expect(transport.call({ adapter: 'getCart', facts, headers: {} })).resolves.toMatchObject({ ok: true });
  });
});
