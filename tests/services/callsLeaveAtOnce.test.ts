// @vitest-environment jsdom
/**
 * A page's service call leaves in the task that asks for it (issue 12 item 5,
 * docs/performance.md): before the next page renders, not after.
 * - axios 1.21 reads its own XSRF cookie through the asynchronous Cookie
 *   Store API before every same-origin send(); in Chromium that answer waits
 *   for the busy main thread. The anti-forgery header is ours to send
 *   (requestHeaders, spec 5), so axios's own read is off; ours still travels.
 * - The service caller awaits nothing before send() once axios is loaded: a
 *   microtask queued by the same click (React's render) would run first.
 */
import type { AxiosInstance } from 'axios';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Facts } from '../../src/model/facts.ts';
import { createServiceCaller } from '../../src/services/createServiceCaller.ts';
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
    const caller = createServiceCaller({
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
});
