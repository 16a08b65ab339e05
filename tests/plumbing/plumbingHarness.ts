import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AdapterDefinition } from '../../src/model/adapterDefinition.ts';
import { createHandlers } from '../../src/mocks/createHandlers.ts';
import { createMemoryStorage } from '../../src/mocks/memoryStorage.ts';
import { OVERRIDES_STORAGE_KEY, type MockOverrides } from '../../src/mocks/overrides.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { createHttpTransport } from '../../src/services/httpTransport.ts';
import { createHttpClient } from '../../src/services/http/createHttpClient.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Ports } from '../../src/model/ports.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

export const ORIGIN = 'http://127.0.0.1:5173';

export interface SeenRequest {
  method: string;
  path: string;
  body: unknown;
  headers: Record<string, string>;
}

/** The mock services of src/mocks in Node, recording every request (with its JSON body). */
export function plumbingMockServer() {
  const localStorage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const server = setupServer(
    ...createHandlers({ getLocalStorage: () => localStorage, getSessionStorage: () => sessionStorage, warn: () => undefined, switches: 'demo' }),
  );
  const seen: SeenRequest[] = [];
  const pending: Promise<void>[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    pending.push(
      request
        .clone()
        .text()
        .then((text) => {
          let body: unknown = text;
          try {
            body = text ? JSON.parse(text) : undefined;
          } catch {
            /* keep the text */
          }
          seen.push({ method: request.method, path: url.pathname, body, headers: Object.fromEntries(request.headers.entries()) });
        }),
    );
  });
  return {
    server,
    seen,
    /** Waits until every recorded request's body has been read. */
    async flushSeen(): Promise<void> {
      await Promise.all(pending.splice(0));
    },
    setOverrides(overrides: MockOverrides): void {
      localStorage.setItem(OVERRIDES_STORAGE_KEY, JSON.stringify(overrides));
    },
    reset(): void {
      localStorage.clear();
      sessionStorage.clear();
      seen.length = 0;
    },
  };
}

/** A RootStore over memory ports and the real axios transport (src/services/httpTransport.ts) (pointed at the MSW server). */
export function plumbingStore(
  flows: FlowSet,
  adapters: readonly AdapterDefinition[],
  options: { cookies?: Record<string, string>; href?: string; referrer?: string; captcha?: Ports['captcha'] } = {},
) {
  const ports = memoryPorts({
    cookies: options.cookies ?? { loggedIn: 'true', cartId: 'C-1' },
    href: options.href ?? `${ORIGIN}/sales/digital/cartLocked.html`,
    referrer: options.referrer,
    captcha: options.captcha,
  });
  const services = createHttpTransport({
    http: createHttpClient({ baseURL: ORIGIN }),
    adapters: new Map(adapters.map((adapter) => [adapter.name, adapter])),
    validators: {},
  });
  const store = new RootStore({ flows, ports, services, actions: plumbingActions });
  return { store, ports };
}

/**
 * Lets a call run to its end while the manual clock drives retry delays:
 * real time passes for the HTTP round trip, the manual clock for our timers.
 */
export async function settle<T>(promise: Promise<T>, clock: { advance(ms: number): void }, stepMs = 250): Promise<T> {
  let done = false;
  let value: T | undefined;
  void promise.then((result) => {
    done = true;
    value = result;
  });
  for (let i = 0; i < 400 && !done; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 2));
    clock.advance(stepMs);
  }
  if (!done) throw new Error('the call did not settle');
  return value as T;
}

/**
 * The mock server for one test file, started and stopped around it, with the
 * unhandled promise rejections seen while it runs (tests expect none).
 */
export function mockServerForFile(): { mocks: ReturnType<typeof plumbingMockServer>; unhandled: unknown[] } {
  const mocks = plumbingMockServer();
  const unhandled: unknown[] = [];
  const onUnhandled = (reason: unknown): void => void unhandled.push(reason);
  beforeAll(() => {
    mocks.server.listen({ onUnhandledRequest: 'error' });
    process.on('unhandledRejection', onUnhandled);
  });
  afterEach(() => mocks.reset());
  afterAll(() => {
    mocks.server.close();
    process.off('unhandledRejection', onUnhandled);
  });
  return { mocks, unhandled };
}
