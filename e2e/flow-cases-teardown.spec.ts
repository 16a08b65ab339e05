/**
 * The end of a generated case (issue 11 item 1, e2e/support/flowCase.ts) and of any e2e test
 * (e2e/support/settlePages.ts): nothing a page is still doing when the test ends holds the context's close.
 * The case `page card.vvcinterstitial` once failed in CI with `Tearing down "context" exceeded the test timeout`
 * and passed on retry: its page opens the partner's application in a pop-up (spec 4.8) as the test ends.
 */
import { readFileSync } from 'node:fs';
import { expect, test } from './support/fixtures';
import { runFlowCase, useFor } from './support/flowCase';
import { settlePages } from './support/settlePages';
import type { CaseFile } from '../tools/qa/testgen/writeSpecs';

const cardCases = JSON.parse(readFileSync(new URL('./generated/pages-card.cases.json', import.meta.url), 'utf8')) as CaseFile;
const interstitial = cardCases.cases.find((flowCase) => flowCase.title.startsWith('page card.vvcinterstitial'));

test.describe('a generated case that opens the application pop-up', () => {
  test.use(interstitial ? useFor(interstitial) : {});

  test('the pop-up lands on the partner stand-in, not on the network', async ({ page }) => {
    expect(interstitial, 'pages-card has the interstitial case').toBeDefined();
    const popup = page.waitForEvent('popup');
    await runFlowCase(page, interstitial!, { landsOnPage: true });
    // Routed on the page only, the pop-up went to the real partner host: Chromium's error page (or a wait for ever).
    await expect(await popup).toHaveTitle('Partner');
  });
});

test('settlePages ends a navigation still pending, within its bound', async ({ page }) => {
  let arrived!: () => void;
  const pending = new Promise<void>((resolve) => (arrived = resolve));
  // A partner that never answers: the navigation stays pending until something ends it.
  await page.context().route('https://never.cardbank.example/**', () => arrived());
  await page.goto('/sales/digital/shop.html');
  const failed = page.waitForEvent('requestfailed', (request) => request.url().startsWith('https://never.cardbank.example/'));
  await page.evaluate(() => window.location.assign('https://never.cardbank.example/apply'));
  await pending;
  const started = Date.now();
  await settlePages(page.context(), 5_000);
  expect(Date.now() - started).toBeLessThan(5_000);
  expect(page.url()).toBe('about:blank');
  // The pending request was cancelled, not left to the context's close.
  expect((await failed).failure()?.errorText).toMatch(/ABORTED/);
});
