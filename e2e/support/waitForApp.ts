/**
 * Waits until the app owns the page: `#root[data-hydrated]` is set once a pre-rendered frame has been hydrated and
 * its page entered, or once a from-scratch render painted (src/app/firstPaint/hydrateFrame.tsx, src/app/main.tsx).
 * A document without `#root` (a partner's page, an error body) has no app to wait for, and a start-up that failed
 * leaves only its alert in `#root`.
 *
 * A locator rather than waitForFunction: it keeps waiting across a navigation the app starts (a redirect on entry),
 * and Playwright's own polling is not moved by a test's fake clock (page.clock).
 *
 * In slices of at most 2 s: within one wait, Playwright checks a locator after 0, 20, 50, 100 and 100 ms, then every
 * 500 ms, unless the wait is shorter than 2.5 s, when it keeps checking every 100 ms. A page that hydrated 0.3 s after
 * its load event was seen up to half a second late, on every page load of the e2e suite (README "E2E time").
 */
import { errors, type Page } from '@playwright/test';

/** Hydrated or rendered; no app at all; or start-up itself failed and put its one alert in #root (src/app/main.tsx). */
const appOwnsPage = '#root[data-hydrated], html:not(:has(#root)), #root > [role="alert"]:only-child';

/** Below 2.5 s, so that Playwright checks every 100 ms rather than every 500 ms. */
const sliceMs = 2_000;

export async function waitForApp(page: Page, timeout = 15_000): Promise<void> {
  const owner = page.locator(appOwnsPage).first();
  const deadline = Date.now() + timeout;
  for (;;) {
    const left = deadline - Date.now();
    try {
      await owner.waitFor({ state: 'attached', timeout: Math.max(1, Math.min(sliceMs, left)) });
      return;
    } catch (error) {
      if (!(error instanceof errors.TimeoutError)) throw error;
      if (left > sliceMs) continue;
      throw new Error(
        `${page.url()}: the app did not hydrate the page within ${timeout} ms (no #root[data-hydrated]). ` +
          'A test about the pre-rendered frame itself, or an app that never starts, opts out: test.use({ waitForApp: false }).',
        { cause: error },
      );
    }
  }
}
