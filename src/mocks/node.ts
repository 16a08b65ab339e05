import { setupServer } from 'msw/node';
import type { SetupServer } from 'msw/node';
import { createHandlers } from './createHandlers.ts';
import type { MockHandlerOptions } from './createHandlers.ts';
import { createMemoryStorage } from './memoryStorage.ts';

/**
 * The mock services for Node tests. Pass the storages you want to write
 * overrides or a scenario into; missing ones are fresh in-memory storages.
 * Call `listen()` / `close()` around your tests as usual.
 */
export function createMockServer(storages: Partial<MockHandlerOptions> = {}): SetupServer {
  // Node tests walk the demo's path, as the e2e suite does (a test may pass switches: 'flows').
  const localStorage = createMemoryStorage();
  const sessionStorage = createMemoryStorage();
  return setupServer(
    ...createHandlers({
      getLocalStorage: () => localStorage,
      getSessionStorage: () => sessionStorage,
      switches: 'demo',
      ...storages,
    }),
  );
}
