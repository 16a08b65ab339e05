/**
 * Waits until the app owns the page: `#root[data-hydrated]` is set once a pre-rendered frame has been hydrated and
 * its page entered, or once a from-scratch render painted (src/app/firstPaint/hydrateFrame.tsx, src/app/main.tsx).
 * A document without `#root` (a partner's page, an error body) has no app to wait for, and a start-up that failed
 * leaves only its alert in `#root`.
 *
 * A locator rather than waitForFunction: it keeps waiting across a navigation the app starts (a redirect on entry),
 * and Playwright's own polling is not moved by a test's fake clock (page.clock).
 */
import type { Page } from '@playwright/test';

/** Hydrated or rendered; no app at all; or start-up itself failed and put its one alert in #root (src/app/main.tsx). */
const appOwnsPage = '#root[data-hydrated], html:not(:has(#root)), #root > [role="alert"]:only-child';

export async function waitForApp(page: Page, timeout = 15_000): Promise<void> {
  try {
    await page.locator(appOwnsPage).first().waitFor({ state: 'attached', timeout });
  } catch (error) {
    throw new Error(
      `${page.url()}: the app did not hydrate the page within ${timeout} ms (no #root[data-hydrated]). ` +
        'A test about the pre-rendered frame itself, or an app that never starts, opts out: test.use({ waitForApp: false }).',
      { cause: error },
    );
  }
}
