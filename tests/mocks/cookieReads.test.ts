// @vitest-environment jsdom
/**
 * MSW parses every handler's request, cookies included, for each request a page makes; in the browser that is a
 * `document.cookie` read per handler. The services sit behind one handler (src/mocks/createHandlers.ts
 * servicesHandler; docs/architecture.md "Dev-only tools"), so a request costs the same few reads however many
 * service paths there are, and a script or image request is still left to the network.
 */
import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createHandlers } from '../../src/mocks/createHandlers.ts';
import { MemoryStorage } from '../../src/mocks/memoryStorage.ts';

const handlers = createHandlers({
  getLocalStorage: () => new MemoryStorage(),
  getSessionStorage: () => new MemoryStorage(),
  warn: () => undefined,
  switches: 'demo',
});

function countCookieReads(): { reads: () => number } {
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
  if (!descriptor?.get) throw new Error('jsdom has no document.cookie getter');
  const read = descriptor.get;
  let reads = 0;
  vi.spyOn(Document.prototype, 'cookie', 'get').mockImplementation(function (this: Document) {
    reads += 1;
    return read.call(this) as string;
  });
  return { reads: () => reads };
}

afterEach(() => vi.restoreAllMocks());

describe('mock services: one handler for every service path', () => {
  it('reads document.cookie at most twice for a page script, and leaves it unanswered', async () => {
    const counter = countCookieReads();
    const response = await getResponse(handlers, new Request(new URL('/assets/index.js', window.location.origin)));
    expect(response).toBeUndefined();
    expect(counter.reads()).toBeLessThanOrEqual(2);
  });

  it('reads document.cookie at most twice for a service call, and answers it', async () => {
    const counter = countCookieReads();
    const response = await getResponse(
      handlers,
      new Request(new URL('/accountlandingservice/isaac/getoffers', window.location.origin), { method: 'POST', body: '{}' }),
    );
    expect(response?.status).toBe(200);
    expect(counter.reads()).toBeLessThanOrEqual(2);
  });
});
