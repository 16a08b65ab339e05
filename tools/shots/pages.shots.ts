/**
 * The pictures `npm run shots` takes (tools/shots/playwright.shots.config.ts):
 *
 * - every page, reached the way its generated case reaches it
 *   (e2e/generated/pages-*.cases.json: opened directly or the fewest clicks
 *   from an entry page, with an empty cart), as `<journey>.<page>.png`, and
 *   the same page in Spanish as `es/<journey>.<page>.png` (the address the
 *   case ended on, opened again under /es with the same shopper and answers:
 *   the case's clicks name English labels);
 * - the purchase walk with a phone and a case in the cart (cart, checkout hub,
 *   order review, confirmation), as `walk-<n>-<page>.png`, since an empty cart
 *   hides what those pages are for; the cart, checkout, review and
 *   confirmation also in Spanish, as `es/walk-<n>-<page>.png` (the same cart
 *   and order, opened under /es).
 */
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { expect, test, type Page, type TestInfo } from '@playwright/test';
import type { CaseFile } from '../qa/testgen/writeSpecs';
import { runFlowCase, useFor } from '../../e2e/support/flowCase';
import { signIn } from '../../e2e/support/cookies';
import { completeCheckoutSteps } from '../../e2e/support/sales';

const generated = new URL('../../e2e/generated/', import.meta.url);
const shotsRoot = new URL('../../shots/', import.meta.url);

async function shoot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const folder = new URL(`${testInfo.project.name}/`, shotsRoot);
  mkdirSync(new URL('.', new URL(name, folder)), { recursive: true });
  // Fonts and pictures settle before the picture is taken; lazily loaded pictures load once scrolled to.
  await page.evaluate(async () => {
    await document.fonts.ready;
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
  // A call still answering shows the loader over the page: wait until it has gone (a page that keeps it is pictured with it).
  await expect(page.locator('.sf-loader'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  await page.screenshot({ path: new URL(`${name}.png`, folder).pathname, fullPage: true });
}

/** Opens the page the shopper is on under /es (the same cart or order) and waits for the app to own it. */
async function openIn(page: Page, prefix: '/es' | ''): Promise<void> {
  const { pathname, search } = new URL(page.url());
  await page.goto(`${prefix}${pathname.replace(/^\/es\//, '/')}${search}`);
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
}

/** The walk's page in English, then the same page in Spanish, then back to the English page to go on. */
async function shootInBoth(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await shoot(page, testInfo, name);
  await openIn(page, '/es');
  await shoot(page, testInfo, `es/${name}`);
  await openIn(page, '');
}

test.describe.configure({ mode: 'parallel' });

const pageFiles = readdirSync(generated).filter((name) => /^pages-.*\.cases\.json$/.test(name));
for (const file of pageFiles.sort()) {
  const { cases } = JSON.parse(readFileSync(new URL(file, generated), 'utf8')) as CaseFile;
  for (const flowCase of cases) {
    const name = /^page (\S+)/.exec(flowCase.title)?.[1] ?? flowCase.title;
    test.describe(() => {
      // The case's own user agent and clock, but the project's width.
      const { viewport: _viewport, ...use } = useFor(flowCase) as { viewport?: unknown };
      test.use(use);
      test(name, async ({ page }, testInfo) => {
        await runFlowCase(page, flowCase, { landsOnPage: true });
        await shoot(page, testInfo, name);
        // The same page in Spanish (docs/requirements.md "Languages": /es + the English address).
        const { pathname } = new URL(page.url());
        if (!pathname.startsWith('/es/') && pathname.endsWith('.html')) {
          await openIn(page, '/es');
          await shoot(page, testInfo, `es/${name}`);
        }
      });
    });
  }
}

test('purchase walk with a phone and a case', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  await signIn(page);
  await page.goto('/sales/digital/pdp.html?deviceId=galaxa-s25');
  await expect(page.getByRole('heading', { level: 1, name: 'Galaxa S25' })).toBeVisible();
  await page.getByLabel('Icy Blue').check();
  await shoot(page, testInfo, 'walk-1-pdp');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
  await page.getByRole('button', { name: /Clear MagSafe-style case/ }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await shoot(page, testInfo, 'walk-2-accessories');
  await page.getByRole('button', { name: 'Continue to cart' }).click();
  await expect(page).toHaveURL(/expresscart\.html$/);
  await expect(page.getByText('Icy Blue', { exact: false }).first()).toBeVisible();
  await shootInBoth(page, testInfo, 'walk-3-cart');
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/expresscheckout\.html$/);
  await shootInBoth(page, testInfo, 'walk-4-checkout');
  await completeCheckoutSteps(page, { dpp: true }); // the phone is on monthly payments
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/orderreview\.html$/);
  await shootInBoth(page, testInfo, 'walk-5-orderreview');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/orderconfirmation\.html$/);
  await shootInBoth(page, testInfo, 'walk-6-orderconfirmation');
});
