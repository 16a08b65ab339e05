/**
 * The rest of the analytics layer and the spec 9 timings (issue 10 items 4, 5)
 * in Chromium against the demo build: page-tag events with the event codes of
 * flows/decisions/analytics-tag-events.json, read from the data layer the
 * page-tag port fills (window.storeflowTags); assets prefetched from the
 * static host after 2000 ms (3000 ms for JavaScript) as <link rel="prefetch">
 * under the strict CSP; the loader kept 500 ms after the answer; confirmation
 * banners gone after 6000 ms. Time is Playwright's clock where it matters.
 */
import type { Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, setMockOverrides, signIn } from './support/fixtures';
import { pageTags } from './support/card';

const staticAssets = 'https://static.storeflow.example/etc/clientlibs/sales/';

/** Stops Playwright's clock a minute ahead, so only runFor moves time (as in card-splash.spec.ts). */
async function holdTime(page: Page): Promise<void> {
  const start = new Date('2026-03-02T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

const tagsOf = async (page: Page, event: string) => (await pageTags(page)).filter((tag) => tag.event === event);
const prefetched = (page: Page) => page.evaluate(() => [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href') ?? ''));

test('assets are prefetched from the static host: none before 2000 ms, styles at 2000, JavaScript at 3000, under the CSP', async ({ page }) => {
  // The demo static host does not exist here: answer it so the browser has something to cache.
  const fetched: string[] = [];
  await page.route(`${staticAssets}**`, (route) => {
    fetched.push(route.request().url());
    return route.fulfill({ status: 200, body: '', headers: { 'cache-control': 'max-age=300' } });
  });
  await holdTime(page);
  await page.goto('/sales/digital/shop.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await prefetched(page)).toEqual([]);
  await page.clock.runFor(1900);
  expect(await prefetched(page)).toEqual([]);
  await page.clock.runFor(100);
  await expect.poll(() => prefetched(page)).toHaveLength(4);
  expect((await prefetched(page)).every((href) => href.startsWith(staticAssets) && !href.endsWith('.js'))).toBe(true);
  await page.clock.runFor(1000);
  await expect
    .poll(async () => (await prefetched(page)).filter((href) => href.endsWith('.js')))
    .toEqual([`${staticAssets}js/sales-vendor.min.js`, `${staticAssets}js/sales-checkout.min.js`]);
  // Chromium fetched them (the CSP's default-src names the host; the fixture fails the test on any violation).
  await expect.poll(() => fetched.length).toBeGreaterThanOrEqual(1);
  const csp = (await page.request.get('/sales/digital/shop.html')).headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self' https://static.storeflow.example;");
});

test('addToCart and removeFromCart carry event181 and event180; the removal is confirmed in a banner that goes after 6000 ms (notify, event149) @phone', async ({
  page,
}) => {
  await page.goto('/sales/digital/pdp.html?deviceId=nova-16');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
  await holdTime(page);
  await page.goto('/sales/digital/expresscart.html');
  const remove = page.getByRole('button', { name: /^Remove / }).first();
  await expect(remove).toBeVisible();
  await page.clock.runFor(600);
  await expect.poll(async () => (await tagsOf(page, 'pageView')).length).toBe(1);
  await remove.click();
  const banner = page.getByRole('status').filter({ hasText: 'Item removed.' });
  await expect(banner).toBeVisible();
  await expectNoAxeViolations(page);
  const removed = await tagsOf(page, 'removeFromCart');
  expect(removed).toHaveLength(1);
  expect(removed[0]).toMatchObject({ events: ['event180'] });
  expect(await tagsOf(page, 'notify')).toEqual([expect.objectContaining({ level: 'checkMark', message: 'Item removed.', events: ['event149'] })]);
  await page.clock.runFor(5900);
  await expect(banner).toBeVisible();
  await page.clock.runFor(100);
  await expect(banner).toHaveCount(0);
});

test('addToCart on the pdp carries event181', async ({ page }) => {
  await page.goto('/sales/digital/pdp.html?deviceId=nova-16');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
  const added = await tagsOf(page, 'addToCart');
  expect(added.length).toBeGreaterThanOrEqual(1);
  expect(added.every((tag) => JSON.stringify(tag.events) === '["event181"]')).toBe(true);
});

test('a service error shown in the banner is an error tag (event86) and a notify tag (event149), with the generic text only', async ({ page }) => {
  await setMockOverrides(page, {
    'POST /cartservice/cart/getNSAThrottleList': { body: { errors: [{ id: 'E1', name: 'SYSTEM_ERROR', message: 'ORA-00942 table missing' }] } },
  });
  await signIn(page);
  await page.goto('/sales/digital/openbankmlp.html');
  await expect(page.getByRole('alert').filter({ hasText: 'Looks like something went wrong. Please try again later.' })).toBeVisible();
  await expect.poll(async () => (await tagsOf(page, 'error')).length).toBe(1);
  expect((await tagsOf(page, 'error'))[0]).toMatchObject({
    view: 'banner',
    message: 'Looks like something went wrong. Please try again later.',
    errorName: 'SYSTEM_ERROR',
    events: ['event86'],
  });
  expect((await tagsOf(page, 'notify'))[0]).toMatchObject({ level: 'error', events: ['event149'] });
  expect(JSON.stringify(await pageTags(page))).not.toContain('ORA-00942');
});

test('the loader stays 500 ms after the answer, then goes (spec 9 loader hide delay)', async ({ page }) => {
  await signIn(page);
  await holdTime(page);
  await page.goto('/sales/digital/openbankmlp.html');
  const continueLink = page.getByRole('link', { name: 'Continue' }).or(page.getByRole('button', { name: 'Continue' }));
  await expect(continueLink.first()).toBeVisible();
  const loader = page.getByRole('status').filter({ hasText: 'Loading, please wait' });
  await expect(loader).toHaveCount(1);
  await page.clock.runFor(450);
  await expect(loader).toHaveCount(1);
  await page.clock.runFor(60);
  await expect(loader).toHaveCount(0);
  await expectNoAxeViolations(page);
});
