import { setupWorker } from 'msw/browser';
import { createHandlers } from './createHandlers.ts';
import { rememberScenarioFromUrl } from './scenarioStorage.ts';

const WORKER_URL = '/mockServiceWorker.js';

/** The part of the Trusted Types API used here (TypeScript's DOM library does not describe it yet). */
interface TrustedTypesWindow {
  trustedTypes?: {
    defaultPolicy: unknown;
    createPolicy(name: string, rules: { createScriptURL(url: string): string | null }): unknown;
  };
}

/**
 * MSW hands the worker's address to navigator.serviceWorker.register, a
 * Trusted Types sink, and turns any URL it is given back into a string first.
 * So the demo build's CSP (tools/security/csp.ts) names a "default" policy,
 * created here before MSW starts, that accepts this one same-origin script
 * URL and nothing else: no HTML, no script text, no other URL. Production has
 * no mocks, so no default policy.
 */
function allowWorkerScriptUrl(win: Window): void {
  const factory = (win as TrustedTypesWindow).trustedTypes;
  if (!factory || factory.defaultPolicy) return;
  factory.createPolicy('default', {
    createScriptURL: (url: string) => {
      if (url === WORKER_URL || url === new URL(WORKER_URL, win.location.origin).href) return url;
      return null;
    },
  });
}

/**
 * Starts the embedded mock services in the browser (dev and demo builds;
 * the app imports this file dynamically so production has none of it).
 * Resolves once the worker is ready, so the app should await it before its
 * first service call.
 */
export async function startMockServiceWorker(win: Window): Promise<void> {
  const scenario = rememberScenarioFromUrl(win.location, win.sessionStorage);
  allowWorkerScriptUrl(win);
  const worker = setupWorker(
    ...createHandlers({
      getLocalStorage: () => win.localStorage,
      getSessionStorage: () => win.sessionStorage,
    }),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: WORKER_URL },
  });
  if (scenario !== null) console.info(`[mocks] Scenario "${scenario}" is active for this tab; open any page with ?scenario= to go back to defaults.`);
}
