/**
 * Ends what a test's pages are still doing before Playwright closes its context. A page may be sending the shopper on
 * when the test ends (a partner's application pop-up, spec 4.8; a redirect the flows start late), and a context closed
 * while one of its pages waits on a navigation held the teardown past the test's time-out: `Tearing down "context"
 * exceeded the test timeout` (card-application in session 24, the generated case `page card.vvcinterstitial` in
 * session 39; the generated cases are issue 11 item 1). Each open page is sent to about:blank first: a new navigation
 * cancels the one pending, and about:blank commits without the network, so the close that follows has nothing to wait
 * on. Bounded: a page that does not settle in time is left to the close, as before. Used by the automatic fixture in
 * fixtures.ts.
 */
import type { BrowserContext } from '@playwright/test';

export async function settlePages(context: BrowserContext, timeout = 5_000): Promise<void> {
  await Promise.all(
    context
      .pages()
      .filter((page) => !page.isClosed())
      // The main frame's goto, not the page's: the fixtures' page.goto waits for the app, which about:blank has not.
      .map((page) =>
        page
          .mainFrame()
          .goto('about:blank', { timeout })
          .catch(() => undefined),
      ),
  );
}
