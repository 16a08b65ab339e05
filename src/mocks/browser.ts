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
 * MSW 2 asks the browser to update an already registered worker and does not
 * wait for the answer (msw/lib/browser, getWorkerInstance: a bare
 * `registration.update()`). When the page is left while that check runs (a
 * redirect right after the load), Chromium rejects it with "Failed to update
 * a ServiceWorker ...", an unhandled rejection in a page that is going away.
 * The worker in use is unaffected, so that one rejection is marked handled
 * here (demo and dev builds only; everything else still reaches the
 * script-error handling of spec 8).
 */
function ignoreWorkerUpdateFailure(win: Window): void {
  win.addEventListener('unhandledrejection', (event) => {
    const reason: unknown = event.reason;
    if (reason instanceof Error && reason.message.startsWith('Failed to update a ServiceWorker') && reason.message.includes(WORKER_URL)) event.preventDefault();
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
  ignoreWorkerUpdateFailure(win);
  const worker = setupWorker(
    ...createHandlers({
      getLocalStorage: () => win.localStorage,
      getSessionStorage: () => win.sessionStorage,
      // The dev server (the studio's preview) shows the flows' switch defaults; the demo build walks the demo path.
      switches: import.meta.env.MODE === 'demo' ? 'demo' : 'flows',
    }),
  );
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: WORKER_URL },
  });
  if (scenario !== null) console.info(`[mocks] Scenario "${scenario}" is active for this tab; open any page with ?scenario= to go back to defaults.`);
}
