/**
 * The header at phone sizes (issue 23 item 4): below 600 px the sections sit
 * behind a menu button (a disclosure: aria-expanded, Escape closes it and gives
 * focus back, leaving the header closes it), the header is one line (brand,
 * Sign in, cart count). That no page scrolls sideways at 320 px is checked by
 * the generated page cases, which run at that width (e2e/flow-cases.spec.ts).
 */
import { test, expect, expectNoAxeViolations } from './support/fixtures';

test.describe('header at 375 px', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('the sections open from the menu button; Escape closes it and focus returns', async ({ page }) => {
    await page.goto('/sales/digital/shop.html');
    const nav = page.getByRole('navigation', { name: 'Store' });
    const menu = nav.getByRole('button', { name: 'Menu' });
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Phones' })).toBeHidden();
    // One line: the brand, Sign in and the cart sit on the menu button's row.
    const row = await menu.boundingBox();
    for (const name of ['Kestrel Mobile', 'Sign in', 'Cart (0)']) {
      const box = await nav.getByRole('link', { name }).boundingBox();
      expect(Math.abs((box?.y ?? 0) + (box?.height ?? 0) / 2 - ((row?.y ?? 0) + (row?.height ?? 0) / 2)), name).toBeLessThan(8);
    }
    const header = await page.getByTestId('SITE_NAV').boundingBox();
    expect(header?.height).toBeLessThan(80);

    await menu.click();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Phones' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Tab');
    await expect(nav.getByRole('link', { name: 'Kestrel Mobile' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
    await expect(menu).toBeFocused();
    await expect(nav.getByRole('link', { name: 'Phones' })).toBeHidden();

    // Keyboard: Enter opens it, a section link is reachable and followed.
    await page.keyboard.press('Enter');
    await nav.getByRole('link', { name: 'Deals' }).click();
    await expect(page).toHaveURL(/leadoffers\.html$/);
  });

  test('focus leaving the header closes the menu', async ({ page }) => {
    await page.goto('/sales/digital/shop.html');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('link', { name: 'Shop smartphones' }).focus();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  test('from 600 px the sections show and there is no menu button', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/sales/digital/shop.html');
    await expect(page.getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await expect(page.getByRole('navigation', { name: 'Store' }).getByRole('link', { name: 'Phones' })).toBeVisible();
  });
});
