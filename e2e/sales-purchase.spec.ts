/**
 * The sales journey end to end (issue 5): shop to order confirmation on the
 * mock catalogue and cart, with axe on every page of the journey. Tagged
 * @phone so it also runs at 375 px.
 */
import { test, expect, expectNoAxeViolations, signIn } from './support/fixtures';
import { completeCheckoutSteps } from './support/sales';

test.describe('sales purchase @phone', () => {
  test('a signed-in shopper buys a phone from shop to confirmation', async ({ page }) => {
    test.slow(); // fifteen pages, each checked with axe
    await signIn(page);
    await page.goto('/sales/digital/shop.html');
    await expect(page.getByRole('heading', { level: 1, name: 'Find your next phone' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Galaxa S25 Ultra' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Shop smartphones' }).click();
    await expect(page).toHaveURL(/\/sales\/digital\/gridwall\/smartphones\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
    await expect(page.getByText('14 phones')).toBeVisible();
    await expectNoAxeViolations(page);

    // Filter and sort live in the address.
    await page.getByLabel('Brand').selectOption('Galaxa');
    await page.getByLabel('Sort by').selectOption('priceLow');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/brand=Galaxa&sort=priceLow/);
    await expect(page.getByText('4 phones')).toBeVisible();
    const names = await page.getByRole('list', { name: 'Smartphones' }).getByRole('heading', { level: 2 }).allTextContents();
    expect(names).toEqual(['Galaxa A36 5G', 'Galaxa S25', 'Galaxa S25 Ultra', 'Galaxa Fold 7']);

    await page.getByRole('link', { name: 'Galaxa S25', exact: true }).click();
    await expect(page).toHaveURL(/pdp\.html\?deviceId=galaxa-s25$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Galaxa S25' })).toBeVisible();
    await page.getByLabel('Icy Blue').check();
    await page.getByLabel('256 GB').check();
    await expect(page.getByText('Monthly device payment: $23.89/mo for 36 months, $0 down')).toBeVisible();
    await page.getByLabel(/Full retail price/).check();
    await expect(page.getByText('Due today for the phone: $859.99')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Add to cart' }).click();

    await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
    await page.getByRole('button', { name: 'Add to cart: Clear MagSafe-style case' }).click();
    await expect(page.getByText('Added to your cart.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Cart (2)' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue to cart' }).click();

    await expect(page).toHaveURL(/expresscart\.html$/);
    await expect(page.getByText('Icy Blue, 256 GB')).toBeVisible();
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('$909.98')).toBeVisible();
    await expect(summary.getByText('$65.00')).toBeVisible(); // Unlimited Welcome, no device payment
    await expectNoAxeViolations(page);
    // The cart survives a reload (mock cart in localStorage, keyed by the cartId cookie).
    await page.reload();
    await expect(page.getByText('Icy Blue, 256 GB')).toBeVisible();
    const cookies = Object.fromEntries((await page.context().cookies()).map((c) => [c.name, c.value]));
    expect(cookies.cartId).toBeTruthy();
    expect(cookies.gnCartCount).toBe('2');
    await page.getByRole('button', { name: 'Continue to checkout' }).click();

    await expect(page).toHaveURL(/expresscheckout\.html$/);
    await expectNoAxeViolations(page);
    await completeCheckoutSteps(page, { axe: true });

    await page.getByRole('button', { name: 'Review order' }).click();
    await expect(page).toHaveURL(/orderreview\.html$/);
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    // Protection is one cart line, not listed again among the details (issue 9).
    await expect(page.locator('main').getByText('Device Protect', { exact: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
    await expect(page.getByText('Activate it myself when it arrives')).toBeVisible();
    await page.getByRole('button', { name: 'Place order' }).click();

    await expect(page).toHaveURL(/orderconfirmation\.html$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Thanks! Your order is placed.' })).toBeVisible();
    await expect(page.getByTestId('ORDER_NUMBER')).toContainText(/Order number: MO\d+/);
    await expect(page.getByRole('link', { name: 'Cart (0)' })).toBeVisible();
    // The confirmation keeps the protection line, so its lines add up to its total (issue 9).
    await expect(page.locator('main').getByText('Device Protect', { exact: true })).toHaveCount(1);
    // The order goes to the sales chat's data layer too (spec 9): the phone, its plan and protection, the case.
    const chat = await page.evaluate(() => (window as unknown as { lpTag?: { section?: string[]; sdes?: { numItems: number }[] } }).lpTag);
    expect(chat?.section).toEqual(['sales', 'orderconfirmation', 'AAL']);
    expect(chat?.sdes?.at(-1)?.numItems).toBe(4);
    await expectNoAxeViolations(page);
  });
});
