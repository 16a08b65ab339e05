/**
 * Smart banner (spec 2.9, issue 10 item 1) on a 375 px phone browser: shown to
 * signed-in shoppers on mdnselection and protection only, closed once it stays
 * closed for the browser session; never in the native app. Axe on each state.
 */
import { devices } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn } from './support/fixtures';
import type { Page } from '@playwright/test';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, viewport: { width: 375, height: 812 } });

async function phoneInCart(page: Page): Promise<void> {
  await page.goto('/sales/digital/pdp.html?deviceId=nova-16');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
}

const banner = (page: Page) => page.getByTestId('SMART_BANNER');

test('signed in on mobile web: banner on mdnselection, closed for the rest of the session', async ({ page }) => {
  await signIn(page);
  await phoneInCart(page);
  await page.goto('/sales/digital/expresscheckout.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);

  await page.goto('/sales/digital/mdnselection.html');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('4.1/5');
  await expect(banner(page).getByRole('link', { name: 'Get help with us' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Shop faster in the Storefront app' })).toContainText('Rated 4.1 out of 5');
  await expectNoAxeViolations(page);

  const close = banner(page).getByRole('button', { name: /Close/ });
  await close.focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  await expectNoAxeViolations(page);

  await page.goto('/sales/digital/protection.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('protection shows it too; signed out it never shows', async ({ page }) => {
  await signIn(page);
  await phoneInCart(page);
  await page.goto('/sales/digital/protection.html');
  await expect(banner(page)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().clearCookies();
  await page.goto('/sales/digital/mdnselection.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

// Each case runs in the suite's own page (its CSP, page-error and hydration
// waits), not in a context the test opens itself: those had none of them, and
// a second context opened mid-test once took the whole 30 s (CI, session 26).
test.describe('in the native app', () => {
  test.use({ userAgent: `${pixel.userAgent} VZW-MFA/21.0` });

  test('it never shows, signed in with a phone in the cart', async ({ page }) => {
    await signIn(page);
    await phoneInCart(page);
    await page.goto('/sales/digital/mdnselection.html');
    await expect(page.getByTestId('APP_BAR')).toBeVisible();
    await expect(banner(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
