/**
 * The `test` and `expect` every e2e spec imports (instead of '@playwright/test').
 *
 * Adds:
 * - `pageErrors` (automatic): uncaught page exceptions, plus console errors that
 *   mention "Unhandled". The test fails at the end when an uncaught exception
 *   happened; opt out with `test.use({ failOnPageError: false })` in a spec that
 *   provokes one on purpose. Console entries are only collected, so a test can
 *   assert on them: `expect(pageErrors).toEqual([])`.
 * - `expectNoAxeViolations(page)` and `setMockOverrides(page, overrides)`,
 *   re-exported from their own files.
 */
import { test as base, expect } from '@playwright/test';

export { expect };
export { expectNoAxeViolations, type AxeCheckOptions } from './axe';
export { setMockOverrides, type MockAnswer, type MockOverrides } from './mockOverrides';
export { setAppCookies, signIn } from './cookies';

export interface PageProblem {
  kind: 'pageerror' | 'console';
  message: string;
}

interface Options {
  /** When true (default), an uncaught exception in the page fails the test. */
  failOnPageError: boolean;
}

interface Fixtures {
  pageErrors: PageProblem[];
}

export const test = base.extend<Fixtures & Options>({
  failOnPageError: [true, { option: true }],

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
