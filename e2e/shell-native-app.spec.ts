/**
 * Native app shell (spec 2.9, 3, 6, 9; issue 10 item 2) with the app's user
 * agent (VZW-MFA/21.0) at 375 px: the app bar instead of the web navigation,
 * Sign in for lob vzp prospects, guest authentication for signed-out app users
 * off the shop pages, and the tab-bar settings handed to the app's bridge.
 */
import { test, expect, expectNoAxeViolations, signIn } from './support/fixtures';
import type { Page } from '@playwright/test';

const appUserAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 VZW-MFA/21.0';
test.use({ userAgent: appUserAgent, viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

/** What the app would set up before loading the page: lob, its props, and a bridge recording the messages. */
async function asNativeApp(page: Page, lob: string, props: Record<string, unknown> = { isTabBarFlowAllowed: true }): Promise<void> {
  await page.addInitScript(
    ({ lob: lineOfBusiness, props: nativeProps }) => {
      sessionStorage.setItem('lob', lineOfBusiness);
      sessionStorage.setItem('nativeProps', JSON.stringify(nativeProps));
      const messages: unknown[] = [];
      Object.assign(window, { bridgeMessages: messages, mfaBridge: { postMessage: (m: string) => messages.push(JSON.parse(m)) } });
    },
    { lob, props },
  );
}

const bridgeMessages = (page: Page) => page.evaluate(() => (window as unknown as { bridgeMessages: unknown[] }).bridgeMessages);

test('a vzp prospect on the shop: app bar with Sign in, no web navigation, tab bar C on tab 1 with the new shop', async ({ page }) => {
  await asNativeApp(page, 'vzp');
  await page.goto('/sales/digital/shop.html');
  const bar = page.getByTestId('APP_BAR');
  await expect(bar).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Store' })).toHaveCount(0);
  await expect(page.getByTestId('SMART_BANNER')).toHaveCount(0);
  await expect.poll(() => bridgeMessages(page)).toContainEqual({ type: 'tabBarSettings', pattern: 'C', tabIndex: 1, shopVariant: 'new' });
  await expectNoAxeViolations(page);

  await bar.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/signin\/\?goto=/);
  expect(new URL(page.url()).searchParams.get('goto')).toBe('/sales/digital/shop.html');
});

test('signed-out app users off the shop pages go to guest authentication', async ({ page }) => {
  await asNativeApp(page, 'vzw');
  await page.goto('/sales/digital/expresscart.html');
  await page.waitForURL(/guest/);
  expect(page.url()).toContain('/signin/guest/');
});

test('a signed-in customer: app bar without Sign in, compact pattern B1 on tab 2', async ({ page }) => {
  await asNativeApp(page, 'vzw');
  await signIn(page);
  await page.goto('/sales/digital/expresscart.html');
  const bar = page.getByTestId('APP_BAR');
  await expect(bar).toBeVisible();
  await expect(bar.getByRole('button', { name: 'Sign in' })).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Store' })).toHaveCount(0);
  await expect.poll(() => bridgeMessages(page)).toContainEqual({ type: 'tabBarSettings', pattern: 'B1', tabIndex: 2, shopVariant: 'new' });
  await expectNoAxeViolations(page);
});

/** The paths of the requests a page makes from the start of the test, in the order it sends them. */
function requested(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => void paths.push(new URL(request.url()).pathname));
  return paths;
}

const tabBarCode = /\/assets\/sendNativeTabBar\.run-[^/]+\.js$/;
/** A service call (MSW answers it in the service worker; the page still sends it): not a page, asset or the worker. */
const serviceCall = (path: string) => !/\.(html|js|css|svg|png|webp|woff2|json|ico)$/.test(path) && !path.startsWith('/assets/');

// Issue 20 item 4, spec 3, 9: the tab bar's code loads in the app only, and there it is fetched at start-up, so the
// first page's tab-bar message does not wait for a chunk round trip after the page is entered.
test('in the app the tab bar code is fetched at start-up, before the first service call', async ({ page }) => {
  const paths = requested(page);
  await asNativeApp(page, 'vzp');
  await page.goto('/sales/digital/shop.html');
  await expect.poll(() => bridgeMessages(page)).toContainEqual({ type: 'tabBarSettings', pattern: 'C', tabIndex: 1, shopVariant: 'new' });
  const code = paths.findIndex((path) => tabBarCode.test(path));
  const firstCall = paths.findIndex(serviceCall);
  expect(code, paths.join('\n')).toBeGreaterThanOrEqual(0);
  expect(firstCall, paths.join('\n')).toBeGreaterThanOrEqual(0);
  expect(code, paths.join('\n')).toBeLessThan(firstCall);
});

test.describe('on the web', () => {
  test.use({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36' });

  test('a web visitor never fetches the tab bar code, not even with the code fetched after the prefetch delay', async ({ page }) => {
    const paths = requested(page);
    await page.goto('/sales/digital/shop.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next phone' })).toBeVisible();
    // The lazy actions' code fetched after the spec 9 prefetch delay (src/app/main.tsx), the chat cart's among them.
    await expect.poll(() => paths.some((path) => /\/assets\/sendCartToChat\.run-[^/]+\.js$/.test(path)), { timeout: 10_000 }).toBe(true);
    expect(paths.filter((path) => tabBarCode.test(path))).toEqual([]);
  });
});
