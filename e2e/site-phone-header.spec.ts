/**
 * The header at phone sizes (issue 23 item 4): below 600 px the sections sit
 * behind a menu button (a disclosure: aria-expanded, Escape closes it and gives
 * focus back, leaving the header closes it), the header is one line (brand,
 * Sign in, cart count), and no page scrolls sideways at 320 px. Every page is
 * reached the way its generated page case reaches it (e2e/generated/pages-*).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { test, expect, expectNoAxeViolations } from './support/fixtures';
import { runFlowCase, useFor } from './support/flowCase';
import type { CaseFile } from '../tools/qa/testgen/writeSpecs';

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

test.describe('no sideways scroll at 320 px', () => {
  const folder = new URL('./generated/', import.meta.url);
  const files = readdirSync(folder).filter((name) => /^pages-.*\.cases\.json$/.test(name));
  test.describe.configure({ mode: 'parallel' });
  for (const file of files.sort()) {
    for (const flowCase of (JSON.parse(readFileSync(new URL(file, folder), 'utf8')) as CaseFile).cases) {
      test.describe(() => {
        test.use({ ...useFor(flowCase), viewport: { width: 320, height: 640 } });
        test(flowCase.title, async ({ page }) => {
          await runFlowCase(page, flowCase);
          const { scrollWidth, clientWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            clientWidth: document.documentElement.clientWidth,
          }));
          expect(scrollWidth, `${page.url()} is ${scrollWidth} px wide in a ${clientWidth} px window`).toBeLessThanOrEqual(clientWidth);
        });
      });
    }
  }
});
