import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { createMemoryStorage } from '../../src/mocks/memoryStorage.ts';
import { createMockServer } from '../../src/mocks/node.ts';
import type { MockOverrides } from '../../src/mocks/overrides.ts';
import { OVERRIDES_STORAGE_KEY } from '../../src/mocks/overrides.ts';
import { SCENARIO_STORAGE_KEY } from '../../src/mocks/scenarioStorage.ts';
import type { ContentFiles } from '../../src/mocks/contentFiles.ts';
import type { SwitchDefaults } from '../../src/mocks/createHandlers.ts';

export const ORIGIN = 'http://127.0.0.1';

/**
 * One mock server per test file, with in-memory storages that are emptied
 * after each test (which also resets the mocks' turn counters).
 */
export function useMockServer(options: { contentFiles?: ContentFiles; switches?: SwitchDefaults } = {}) {
  const localStorage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  const unhandled: string[] = [];
  const server = createMockServer({
    getLocalStorage: () => localStorage,
    getSessionStorage: () => sessionStorage,
    ...(options.contentFiles ? { contentFiles: options.contentFiles } : {}),
    ...(options.switches ? { switches: options.switches } : {}),
  });

  beforeAll(() => server.listen({ onUnhandledRequest: (request) => void unhandled.push(`${request.method} ${request.url}`) }));
  afterEach(() => {
    localStorage.clear();
    sessionStorage.clear();
    unhandled.length = 0;
    vi.restoreAllMocks();
  });
  afterAll(() => server.close());

  return {
    localStorage,
    sessionStorage,
    unhandled,
    /** Writes raw text, so tests can also store invalid JSON. */
    setOverrides(value: MockOverrides | string): void {
      localStorage.setItem(OVERRIDES_STORAGE_KEY, typeof value === 'string' ? value : JSON.stringify(value));
    },
    setScenario(name: string): void {
      sessionStorage.setItem(SCENARIO_STORAGE_KEY, name);
    },
  };
}

/** POST with a JSON body, like the app's service layer. */
export function post(path: string, body: unknown = {}, init: RequestInit = {}): Promise<Response> {
  return fetch(`${ORIGIN}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), ...init });
}
