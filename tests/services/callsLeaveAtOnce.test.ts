// @vitest-environment jsdom
// @vitest-pool forks: loads axios's Node build, which Vitest's VM pool cannot on Node 20 (tests/setup/vmTestFiles.ts)
/**
 * A page's service call leaves in the task that asks for it (issue 12 item 5,
 * docs/performance.md): before the next page renders, not after.
 * - axios 1.21 reads its own XSRF cookie through the asynchronous Cookie
 *   Store API before every same-origin send(); in Chromium that answer waits
 *   for the busy main thread. The anti-forgery header is ours to send
 *   (requestHeaders, spec 5), so axios's own read is off; ours still travels.
 * - The transport awaits nothing before send() once axios is loaded: a
 *   microtask queued by the same click (React's render) would run first.
 * - The answer validators' chunk is fetched alongside the first request, so
 *   a cold page does not wait for it after its first answer.
 */
import type { AxiosInstance } from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Facts } from '../../src/model/facts.ts';
import { createHttpTransport } from '../../src/services/httpTransport.ts';
import { createHttpClient } from '../../src/services/http/createHttpClient.ts';

const seen: Record<string, string>[] = [];
const server = setupServer(
  http.post(`${window.location.origin}/cartservice/cart/getCart`, ({ request }) => {
    seen.push(Object.fromEntries(request.headers.entries()));
    return HttpResponse.json({ cart: {} });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  seen.length = 0;
  delete (window as { cookieStore?: unknown }).cookieStore;
});
afterAll(() => server.close());

/** A cookie store whose answer never comes, as when the main thread cannot take it. */
function stallCookieStore(): void {
  (window as { cookieStore?: unknown }).cookieStore = { get: () => new Promise(() => undefined) };
}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms))]);
}

describe('a service call', () => {
  it('sends a same-origin call without waiting for the cookie store', async () => {
    stallCookieStore();
    document.cookie = 'XSRF-TOKEN=from-cookie';
    const response = await within(createHttpClient().post('/cartservice/cart/getCart', '{}', { headers: { 'X-XSRF-TOKEN': 'ours' } }), 2000);
    expect(response.status).toBe(200);
    expect(seen).toHaveLength(1);
    expect(seen[0]?.['x-xsrf-token']).toBe('ours');
  });

  it('adds no anti-forgery header of its own when the caller sends none', async () => {
    document.cookie = 'XSRF-TOKEN=from-cookie';
    await within(createHttpClient().post('/cartservice/cart/getCart', '{}'), 2000);
    expect(seen[0]?.['x-xsrf-token']).toBeUndefined();
  });

  it('hands the request to axios before a microtask queued in the same task, once axios is loaded', async () => {
    const order: string[] = [];
    // axios itself calls send() synchronously from request() (no interceptors, no cookie store read: above).
    const client = {
      request: () => {
        order.push('request');
        return Promise.resolve({ status: 200, data: '{}', headers: {} });
      },
    } as unknown as AxiosInstance;
    const caller = createHttpTransport({
      http: { load: () => Promise.resolve(client) },
      adapters: new Map([['getCart', { name: 'getCart', description: 'cart', method: 'POST' as const, paths: { signedIn: '/cartservice/cart/getCart' } }]]),
      validators: {},
    });
    const request = { adapter: 'getCart', facts: { user: { signedIn: true, prepay: false } } as unknown as Facts, headers: {} };
    // The first call waits for the axios chunk; later calls must not wait at all.
    expect((await caller.call(request)).ok).toBe(true);
    order.length = 0;
    queueMicrotask(() => order.push('render'));
    const second = caller.call(request);
    order.push('asked');
    expect((await second).ok).toBe(true);
    expect(order).toEqual(['request', 'asked', 'render']);
  });

  it('starts loading the answer validators with the first request, not after its answer', async () => {
    const order: string[] = [];
    let answer: (value: unknown) => void = () => undefined;
    const client = {
      request: () => {
        order.push('request');
        return new Promise((resolve) => (answer = resolve));
      },
    } as unknown as AxiosInstance;
    const caller = createHttpTransport({
      http: client,
      adapters: new Map([['getCart', { name: 'getCart', description: 'cart', method: 'POST' as const, paths: { signedIn: '/cartservice/cart/getCart' } }]]),
      validators: () => {
        order.push('validators');
        return Promise.resolve({});
      },
    });
    const call = caller.call({ adapter: 'getCart', facts: { user: { signedIn: true, prepay: false } } as unknown as Facts, headers: {} });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(order).toEqual(['validators', 'request']);
    answer({ status: 200, data: '{}', headers: {} });
    expect((await call).ok).toBe(true);
    expect(order).toEqual(['validators', 'request']);
  });

  it('reports a validators chunk that cannot be fetched once per failure, as a failed call, and fetches again on the next call', async () => {
    const failures: string[] = [];
    let tries = 0;
    const caller = createHttpTransport({
      http: { request: () => Promise.resolve({ status: 200, data: '{}', headers: {} }) } as unknown as AxiosInstance,
      adapters: new Map([['getCart', { name: 'getCart', description: 'cart', method: 'POST' as const, paths: { signedIn: '/cartservice/cart/getCart' } }]]),
      validators: () => {
        tries += 1;
        return tries === 1 ? Promise.reject(new Error('chunk gone')) : Promise.resolve({});
      },
      onLoadFailure: (what) => failures.push(what),
    });
    const request = { adapter: 'getCart', facts: { user: { signedIn: true, prepay: false } } as unknown as Facts, headers: {} };
    const first = await caller.call(request);
    expect(first.ok).toBe(false);
    expect(first.ok ? '' : first.error.message).toMatch(/answer validators could not be loaded: chunk gone/);
    expect(failures).toEqual(['answer validators']);
    expect((await caller.call(request)).ok).toBe(true);
    expect(tries).toBe(2);
  });
});
