/**
 * Cart, checkout hub and order review on wide screens (issue 23 item 3): from
 * 1024 px the order summary is a column beside the lines, and stays in view
 * (sticky) while the lines scroll; below, one column with the summary after
 * the lines. axe on the wide cart.
 */
import { test, expect, expectNoAxeViolations, signIn } from './support/fixtures';

async function cartWithPhone(page: import('@playwright/test').Page): Promise<void> {
  await signIn(page);
  await page.goto('/sales/digital/pdp.html?deviceId=galaxa-s25');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
  await page.getByRole('button', { name: 'Add Clear MagSafe-style case to cart' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to cart' }).click();
  await expect(page).toHaveURL(/expresscart\.html$/);
}

test('at 1280 px the cart summary sits beside the lines and stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await cartWithPhone(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  const phones = page.getByRole('region', { name: 'Phones' });
  await expect(summary).toBeVisible();
  const [s, p] = [await summary.boundingBox(), await phones.boundingBox()];
  expect(s!.x).toBeGreaterThan(p!.x + p!.width);
  expect(Math.abs(s!.y - p!.y)).toBeLessThan(40);
  await expectNoAxeViolations(page);
  // Scrolled to the upsells below the lines, the summary is still on screen.
  await page.getByRole('heading', { name: 'Make it yours' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect(summary).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeInViewport();
});

test('at 375 px the summary follows the lines in one column', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await cartWithPhone(page);
  const [s, p] = [await page.getByRole('region', { name: 'Order summary' }).boundingBox(), await page.getByRole('region', { name: 'Phones' }).boundingBox()];
  expect(s!.y).toBeGreaterThan(p!.y + p!.height);
  expect(Math.abs(s!.x - p!.x)).toBeLessThan(2);
});
