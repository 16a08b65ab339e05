/**
 * Shopper effort on the main purchase path (issue 9 item 2): home (shop) to a
 * placed order, the same steps as e2e/sales-purchase.spec.ts, counted from the
 * page's own events (e2e/support/effort.ts). The numbers are in the README
 * (Checkout section); the bounds below stop them creeping back up.
 */
import { test, expect, signIn } from './support/fixtures';
import { completeCheckoutSteps } from './support/sales';
import { countEffort } from './support/effort';

test('main purchase path: clicks, typed fields and returns to the hub', async ({ page }, testInfo) => {
  test.slow();
  const effort = await countEffort(page);
  await signIn(page);
  await page.goto('/sales/digital/shop.html');
  await page.getByRole('link', { name: 'Shop smartphones' }).click();
  await page.getByLabel('Brand').selectOption('Galaxa');
  await page.getByLabel('Sort by').selectOption('priceLow');
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByRole('link', { name: 'Galaxa S25', exact: true }).click();
  await page.getByLabel('Icy Blue').check();
  await page.getByLabel('256 GB').check();
  await page.getByLabel(/Full retail price/).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Add to cart: Clear MagSafe-style case' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to cart' }).click();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  await expect(page).toHaveURL(/expresscheckout\.html$/);
  await completeCheckoutSteps(page);
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks! Your order is placed.' })).toBeVisible();

  const { pages, ...counts } = effort;
  await testInfo.attach('effort', { body: JSON.stringify({ ...counts, pages }, null, 2), contentType: 'application/json' });
  console.log(`[effort] ${JSON.stringify(counts)} over ${pages.length} page views`);
  // Before issue 9 item 2: 34 clicks, 16 typed fields, 4 lists, 7 returns to the hub.
  expect(counts).toEqual({ clicks: 28, typedFields: 12, selects: 3, hubReturns: 1 });
});
