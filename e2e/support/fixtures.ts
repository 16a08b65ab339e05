/**
 * The `test` and `expect` every e2e spec imports (instead of '@playwright/test').
 *
 * Adds:
 * - `pageErrors` (automatic): uncaught page exceptions, plus console errors that
 *   mention "Unhandled". The test fails at the end when an uncaught exception
 *   happened; opt out with `test.use({ failOnPageError: false })` in a spec that
 *   provokes one on purpose. Console entries are only collected, so a test can
 *   assert on them: `expect(pageErrors).toEqual([])`.
 * - `cspViolations` (automatic): Content-Security-Policy and Trusted Types
 *   violations (issue 12) in any page of the test's context (its page, tabs
 *   and pop-ups); any one fails the test at its end. A spec that
 *   provokes them on purpose reads the list and opts out with
 *   `test.use({ failOnCspViolation: false })`.
 * - `settledPages` (automatic): at the end, every page of the context is sent to
 *   about:blank (bounded) before the context closes, so a page still sending the
 *   shopper on cannot hold the teardown past the time-out (e2e/support/settlePages.ts).
 * - `page.goto` and `page.reload` that return once the app owns the page
 *   (`#root[data-hydrated]`, or a document without `#root`: a partner's page).
 *   A pre-rendered page (issue 20) shows its heading and test ids before the app
 *   has run, so a test that reads the frame would pass or act before any call
 *   was made (the cause of two CI races). Opt out with
 *   `test.use({ waitForApp: false })` in a spec about the frame itself or an app
 *   that never starts; off by itself when JavaScript is.
 * - `expectNoAxeViolations(page)` and `setMockOverrides(page, overrides)`,
 *   re-exported from their own files.
 */
import { test as base } from '@playwright/test';
import { expect } from './expect';
import { collectCspViolations, describeViolations, type CspViolation } from './cspViolations';
import { settlePages } from './settlePages';
import { waitForApp } from './waitForApp';

export { expect };
export { expectNoAxeViolations, type AxeCheckOptions } from './axe';
export { setMockOverrides, type MockAnswer, type MockOverrides } from './mockOverrides';
export { setAppCookies, signIn } from './cookies';

export type { CspViolation };

export interface PageProblem {
  kind: 'pageerror' | 'console';
  message: string;
}

interface Options {
  /** When true (default), an uncaught exception in the page fails the test. */
  failOnPageError: boolean;
  /** When true (default), any CSP or Trusted Types violation fails the test. */
  failOnCspViolation: boolean;
  /** When true (default), page.goto and page.reload return once the app has hydrated the page (see above). */
  waitForApp: boolean;
}

interface Fixtures {
  pageErrors: PageProblem[];
  cspViolations: CspViolation[];
  settledPages: void;
}

export const test = base.extend<Fixtures & Options>({
  failOnPageError: [true, { option: true }],
  failOnCspViolation: [true, { option: true }],
  waitForApp: [true, { option: true }],

  page: async ({ page, waitForApp: wait, javaScriptEnabled }, use) => {
    if (wait && javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await waitForApp(page);
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await waitForApp(page);
        return response;
      };
    }
    await use(page);
  },

  settledPages: [
    async ({ context }, use) => {
      await use();
      await settlePages(context);
    },
    { auto: true },
  ],

  cspViolations: [
    async ({ context, failOnCspViolation }, use) => {
      const violations: CspViolation[] = [];
      await collectCspViolations(context, violations);
      await use(violations);
      if (failOnCspViolation && violations.length > 0) {
        throw new Error(
          `${violations.length} Content-Security-Policy / Trusted Types violation(s):\n${describeViolations(violations)}\n` +
            'Fix the code (or, for a host the flows need, flows/lists/security.json); a test that provokes them on purpose: test.use({ failOnCspViolation: false }).',
        );
      }
    },
    { auto: true },
  ],

  pageErrors: [
    async ({ page, failOnPageError }, use) => {
      const problems: PageProblem[] = [];
      page.on('pageerror', (error) => problems.push({ kind: 'pageerror', message: error.stack ?? error.message }));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && msg.text().includes('Unhandled')) {
          problems.push({ kind: 'console', message: msg.text() });
        }
      });

      await use(problems);

      const uncaught = problems.filter((p) => p.kind === 'pageerror');
      if (failOnPageError && uncaught.length > 0) {
        const list = uncaught.map((p) => `  - ${p.message}`).join('\n');
        throw new Error(
          `${uncaught.length} uncaught exception(s) in the page:\n${list}\n` +
            'Fix them, or if this test provokes them on purpose: test.use({ failOnPageError: false }).',
        );
      }
    },
    { auto: true },
  ],
});
