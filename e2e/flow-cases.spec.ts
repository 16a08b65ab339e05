/**
 * Runs the cases `npm run flows:tests` generated from the flows (issue 11
 * item 1): every `e2e/generated/*.cases.json`, one describe per file, each
 * case in its own browser context set up as its data says
 * (e2e/support/flowCase.ts). The cases are data, never edited by hand.
 *
 * The page cases (`pages-*`: every page, reached the way a shopper reaches it)
 * run in the narrowest window the store supports, 320 px, and also check that
 * the page does not scroll sideways there (issue 23 item 4). One run serves
 * both: the same cases at 1280 px checked the same texts a second time and cost
 * a minute of CI; the wide layouts have their own specs (sales-wide-summary,
 * card-landing, the journeys).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { runFlowCase, useFor } from './support/flowCase';
import type { CaseFile } from '../tools/qa/testgen/writeSpecs';

const narrowest = { width: 320, height: 640 };
const isPageCases = (fileName: string) => fileName.startsWith('pages-');

const folder = new URL('./generated/', import.meta.url);
const files = readdirSync(folder)
  .filter((name) => name.endsWith('.cases.json'))
  .sort();

// Many cases to a file: let both workers share a file's cases.
test.describe.configure({ mode: 'parallel' });

for (const name of files) {
  const { cases } = JSON.parse(readFileSync(new URL(name, folder), 'utf8')) as CaseFile;
  test.describe(name.replace(/\.cases\.json$/, ''), () => {
    for (const flowCase of cases) {
      test.describe(() => {
        if (!isPageCases(name)) {
          test.use(useFor(flowCase));
          test(flowCase.title, async ({ page }) => runFlowCase(page, flowCase));
          return;
        }
        test.use({ ...useFor(flowCase), viewport: narrowest });
        test(flowCase.title, async ({ page }) => {
          await runFlowCase(page, flowCase, { landsOnPage: true });
          // Measured on the page the app has rendered, not on a pre-rendered frame still waiting for it.
          await expect(page.locator('#root[data-hydrated]')).toBeAttached();
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
        });
      });
    }
  });
}
