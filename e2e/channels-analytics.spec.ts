/**
 * The rest of the analytics layer and the spec 9 timings (issue 10 items 4, 5)
 * in Chromium against the demo build: page-tag events with the event codes of
 * flows/decisions/analytics-tag-events.json, read from the data layer the
 * page-tag port fills (window.storeflowTags); assets prefetched from the
 * static host after 2000 ms (3000 ms for JavaScript) as <link rel="prefetch">
 * under the strict CSP; the loader kept 500 ms after the answer; confirmation
 * banners gone after 6000 ms. Time is Playwright's clock where it matters.
 */
import type { Locator, Page } from '@playwright/test';
import { test, expect, expectNoAxeViolations, setMockOverrides, signIn } from './support/fixtures';
import { pageTags } from './support/card';

const staticAssets = 'https://static.storeflow.example/etc/clientlibs/sales/';

/** Stops Playwright's clock a minute ahead, so only runFor moves time (as in card-splash.spec.ts). */
async function holdTime(page: Page): Promise<void> {
  const start = new Date('2026-03-02T10:00:00Z');
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
}

/**
 * Moves the paused clock in small steps until the locator shows (React reveals
 * a suspended lazy component on a timer) and says how far it moved: the app's
 * start-up timers count from the paused time, so the caller knows how much of
 * a delay has passed.
 */
/** Moves page time in steps until `done` holds; returns the page time that took. */
async function runUntil(page: Page, done: () => Promise<boolean>, what: string, stepMs: number, maxMs: number): Promise<number> {
  for (let elapsed = 0; elapsed <= maxMs; elapsed += stepMs) {
    if (await done()) return elapsed;
    await page.clock.runFor(stepMs);
  }
  throw new Error(`${what} within ${maxMs} ms of page time`);
}

const runUntilVisible = (page: Page, locator: Locator, stepMs = 50, maxMs = 1500): Promise<number> =>
  runUntil(page, () => locator.isVisible(), 'not visible', stepMs, maxMs);

const tagsOf = async (page: Page, event: string) => (await pageTags(page)).filter((tag) => tag.event === event);
const prefetched = (page: Page) => page.evaluate(() => [...document.querySelectorAll('link[rel="prefetch"]')].map((link) => link.getAttribute('href') ?? ''));

test('assets are prefetched from the static host: none before 2000 ms, styles at 2000, JavaScript at 3000, under the CSP', async ({ page }) => {
  // The demo static host does not resolve here (the fetches end in ERR_FAILED); that Chromium asks for them is what counts.
  const fetched: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(staticAssets)) fetched.push(request.url());
  });
  await holdTime(page);
  await page.goto('/sales/digital/shop.html');
  // The app starts (and schedules the prefetch) between goto and its hydration mark: the heading is already in the
  // pre-rendered frame before the app runs (issue 20), so it cannot bound the start. Page time moves only in our steps.
  const step = 50;
  const shown = await runUntilVisible(page, page.locator('#root[data-hydrated]'), step);
  let elapsed = shown;
  const firstAt: Record<string, number> = {};
  while (elapsed <= shown + 3500) {
    const hrefs = await prefetched(page);
    if (hrefs.length > 0) firstAt.assets ??= elapsed;
    if (hrefs.some((href) => href.endsWith('.js'))) firstAt.scripts ??= elapsed;
    if (firstAt.scripts !== undefined) break;
    await page.clock.runFor(step);
    elapsed += step;
  }
  // Styles, images and fonts 2000 ms after start-up (which lies between 0 and `shown`); JavaScript 1000 ms later.
  expect(firstAt.assets).toBeGreaterThanOrEqual(2000);
  expect(firstAt.assets).toBeLessThanOrEqual(shown + 2000 + step);
  expect((firstAt.scripts ?? 0) - (firstAt.assets ?? 0)).toBeGreaterThanOrEqual(1000 - step);
  expect((firstAt.scripts ?? 0) - (firstAt.assets ?? 0)).toBeLessThanOrEqual(1000 + step);
  const hrefs = await prefetched(page);
  expect(hrefs.filter((href) => !href.endsWith('.js'))).toHaveLength(4);
  expect(hrefs.every((href) => href.startsWith(staticAssets))).toBe(true);
  expect(hrefs.filter((href) => href.endsWith('.js'))).toEqual([`${staticAssets}js/sales-vendor.min.js`, `${staticAssets}js/sales-checkout.min.js`]);
  // Chromium fetched them (the CSP's default-src names the host; the fixture fails the test on any violation).
  await expect.poll(() => fetched.length).toBe(6);
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
  await runUntilVisible(page, remove);
  await page.clock.runFor(600);
  await expect.poll(async () => (await tagsOf(page, 'pageView')).length).toBe(1);
  await remove.click();
  const banner = page.getByRole('status').filter({ hasText: 'Item removed.' });
  await runUntilVisible(page, banner);
  const removed = await tagsOf(page, 'removeFromCart');
  expect(removed).toHaveLength(1);
  expect(removed[0]).toMatchObject({ events: ['event180'] });
  expect(await tagsOf(page, 'notify')).toEqual([expect.objectContaining({ level: 'checkMark', message: 'Item removed.', events: ['event149'] })]);
  await page.clock.runFor(5900);
  await expect(banner).toBeVisible();
  await page.clock.runFor(100);
  await expect(banner).toHaveCount(0);
  // axe runs on timers: let time flow again first.
  await page.clock.resume();
  await expectNoAxeViolations(page);
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
    'POST /cartservice/cart/getNSAThrottleList': { body: { errors: [{ id: 'E1', name: 'SYSTEM_ERROR', message: 'ORA-00942 at db7' }] } },
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
  const answered = page.waitForResponse((response) => response.url().includes('getOpenBankEligibility'));
  await page.goto('/sales/digital/openbankmlp.html');
  // The hold counts from the answer, which arrives while page time stands still.
  await answered;
  const continueLink = page.getByRole('link', { name: 'Continue' }).or(page.getByRole('button', { name: 'Continue' }));
  // The landing's lazy view is revealed by React on a timer: move page time in small steps until it shows.
  const shown = await runUntilVisible(page, continueLink.first(), 10, 400);
  const loader = page.getByRole('status').filter({ hasText: 'Loading, please wait' });
  await expect(loader).toHaveCount(1);
  await page.clock.runFor(450 - shown);
  await expect(loader).toHaveCount(1);
  // The hold counts from when the page took the answer: at page time 0 at the earliest (the answer arrived while page
  // time stood still), and at the latest when the view it reveals showed (`shown`; on a loaded machine the page takes
  // the answer some steps after the response reached the browser). So the loader goes at 500 ms at the earliest, and
  // by shown + 500 (and a step or two) at the latest; a fixed 600 failed once when the view showed late (CI, session 27).
  const goneAfter = await runUntil(page, async () => (await loader.count()) === 0, 'the loader still shows', 10, shown + 150);
  expect(450 + goneAfter).toBeGreaterThanOrEqual(500);
  await page.clock.resume();
  await expectNoAxeViolations(page);
});
