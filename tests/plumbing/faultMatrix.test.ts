/**
 * Fault matrix (issue 3): every call of spec 7 x {network error, 500, 502,
 * 503, 504, time-out, malformed JSON, 401}, through the real axios transport,
 * retries, the serviceErrors table and the plumbing, against the MSW mock
 * services. Each case asserts the attempts the server saw, the typed error,
 * the message and banner, the redirect on 401, the log call to
 * jsNotifyAsDynamic, and that nothing was left unhandled.
 */
import { describe, expect, it } from 'vitest';
import type { AdapterDefinition } from '../../src/model/adapterDefinition.ts';
import type { MockAnswer } from '../../src/mocks/overrides.ts';
import { allServices } from '../../src/mocks/services/index.ts';
import { serviceMethod } from '../../src/mocks/mockService.ts';
import { jsNotifyAsDynamic } from '../../src/services/adapters/jsNotifyAsDynamic.ts';
import { pathListed } from '../../src/services/retry/retryPlan.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { mockServerForFile, plumbingStore, settle } from './plumbingHarness.ts';

const flows = await checkedFlows();
const generic = 'Looks like something went wrong. Please try again later.';
const logPath = '/peripheralsservice/jsNotifyAsDynamic';

/** One adapter per spec 7 call, named by its mock key; navigations (the signed-out page) are not calls. */
const calls: AdapterDefinition[] = allServices({ creditcardmlp: { content: {} } })
  .filter((service) => service.key !== 'GET /fraudservice/session/logout')
  .map((service) => {
    const path = (service.paths[0] ?? '').replace(':name', 'creditcardmlp');
    return { name: service.key, description: service.key, method: serviceMethod(service) as 'GET' | 'POST', paths: { signedIn: path }, timeoutMs: 100 };
  });

interface Fault {
  name: string;
  answer: MockAnswer;
  kind: string;
  retryable: boolean;
  subEvent: string;
}

const faults: Fault[] = [
  { name: 'network error', answer: { networkError: true }, kind: 'network', retryable: true, subEvent: 'Network' },
  { name: '500', answer: { status: 500 }, kind: 'http', retryable: false, subEvent: 'HTTP_ERROR' },
  { name: '502', answer: { status: 502 }, kind: 'http', retryable: true, subEvent: 'HTTP_ERROR' },
  { name: '503', answer: { status: 503 }, kind: 'http', retryable: true, subEvent: 'HTTP_ERROR' },
  { name: '504', answer: { status: 504 }, kind: 'http', retryable: true, subEvent: 'HTTP_ERROR' },
  { name: 'timeout', answer: { delayMs: 600, body: {} }, kind: 'timeout', retryable: false, subEvent: 'Network' },
  { name: 'malformed JSON', answer: { body: '{"broken": ' }, kind: 'malformed', retryable: false, subEvent: 'MALFORMED_ANSWER' },
  { name: '401', answer: { status: 401 }, kind: 'unauthorized', retryable: false, subEvent: 'UNAUTHORIZED' },
];

const cases = calls.flatMap((adapter) => faults.map((fault) => ({ adapter, fault, label: `${adapter.name} x ${fault.name}` })));

const { mocks, unhandled } = mockServerForFile();

describe('fault matrix: each spec 7 call x each fault', () => {
  it('covers every call of spec 7', () => {
    expect(calls.length).toBeGreaterThanOrEqual(18);
    expect(cases).toHaveLength(calls.length * faults.length);
  });

  it.each(cases)('$label', async ({ adapter, fault }) => {
    const path = adapter.paths.signedIn;
    mocks.setOverrides({ [`${adapter.method} ${path}`]: fault.answer });
    const { store, ports } = plumbingStore(flows, [...calls, jsNotifyAsDynamic]);

    const outcome = await settle(store.call(adapter.name), ports.clock);
    // Let the log call (fire-and-forget) reach the server.
    await settle(new Promise((resolve) => setTimeout(resolve, 30)), ports.clock, 1);
    await mocks.flushSeen();

    const isLogCall = path === logPath;
    const attemptsExpected = fault.retryable && pathListed(path, flows.lists.retryUrls?.map(String) ?? []) ? 2 : 1;
    const onPath = mocks.seen.filter((request) => request.path === path);
    const logs = mocks.seen.filter(
      (request) => request.path === logPath && (request.body as { eventType?: string } | undefined)?.eventType === 'SERVICE_ERROR',
    );
    expect(onPath.length - (isLogCall ? logs.length : 0)).toBe(attemptsExpected);

    // Every request carried the spec 7 headers.
    expect(onPath[0]?.headers).toMatchObject({ channelid: 'VZW-DOTCOM', cartid: 'C-1', loginstatus: 'authenticated' });

    const error = store.plumbing.serviceState.lastError;
    expect(error.present).toBe(true);
    expect(error.kind).toBe(fault.kind);
    expect(error.adapter).toBe(adapter.name);

    if (fault.kind === 'unauthorized') {
      expect(outcome).toBe('skipped');
      expect(error.row).toBe('unauthorized');
      expect(ports.assigned).toEqual(['/fraudservice/session/logout']);
      expect(ports.cookieJar.has('loggedIn')).toBe(false);
      expect(ports.cookieJar.has('cartId')).toBe(false);
      expect(store.plumbing.serviceState.stopped).toBe(true);
    } else {
      expect(outcome).toBe('error');
      expect(store.services.calls.get(adapter.name)).toMatchObject({ status: 'error', error: { kind: fault.kind } });
      expect(error.row).toBe('genericError');
      expect(error.message).toBe(generic);
      expect(store.plumbing.notifications.current).toMatchObject({
        message: generic,
        level: 'error',
        title: attemptsExpected > 1 ? 'We had trouble reaching our services' : '',
      });
      expect(ports.assigned).toEqual([]);
      expect(store.plumbing.serviceState.retryTriggered).toBe(attemptsExpected > 1);
    }

    // The log call: one SERVICE_ERROR entry at ERROR level with the spec 7 body fields.
    expect(logs).toHaveLength(1);
    expect(logs[0]?.body).toMatchObject({
      messageType: 'ERROR',
      eventType: 'SERVICE_ERROR',
      subEventType: fault.subEvent,
      serviceUrl: path,
      method: adapter.method,
    });
    expect(logs[0]?.body).toHaveProperty('pageUrl');
    expect(logs[0]?.body).toHaveProperty('errorMessage');
    expect(logs[0]?.body).toHaveProperty('loggerMessage');

    store.stop();
    expect(unhandled).toEqual([]);
  });
});
