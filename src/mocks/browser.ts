import { setupWorker } from 'msw/browser'
import { createHandlers } from './createHandlers.ts'
import { rememberScenarioFromUrl } from './scenarioStorage.ts'

/**
 * Starts the embedded mock services in the browser (dev and demo builds;
 * the app imports this file dynamically so production has none of it).
 * Resolves once the worker is ready, so the app should await it before its
 * first service call.
 */
export async function startMockServiceWorker(win: Window): Promise<void> {
  const scenario = rememberScenarioFromUrl(win.location, win.sessionStorage)
  const worker = setupWorker(
    ...createHandlers({
      getLocalStorage: () => win.localStorage,
      getSessionStorage: () => win.sessionStorage,
    }),
  )
  await worker.start({
    onUnhandledRequest: 'bypass',
    quiet: true,
    serviceWorker: { url: '/mockServiceWorker.js' },
  })
  if (scenario !== null) console.info(`[mocks] Scenario "${scenario}" is active for this tab; open any page with ?scenario= to go back to defaults.`)
}
