/**
 * Smoke test: the demo build serves the savings landing, it renders a heading,
 * and it passes axe; the skip link (WCAG 2.4.1) works from the keyboard. Tagged @phone so both
 * also run in the phone project.
 */
import { test, expect, expectNoAxeViolations } from './support/fixtures';

test('savings landing renders and is accessible', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/sales/digital/openbankmlp.html');
  await expect(page.getByRole('heading').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

test('the skip link takes keyboard users past the language line and the header to the page heading', { tag: '@phone' }, async ({ page }) => {
  await page.goto('/sales/digital/shop.html');
  const entries = await page.evaluate(() => history.length);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  // The in-app link handler no longer takes "#main" for a page address: no history entry, the address unchanged.
  expect(await page.evaluate(() => [history.length, location.hash])).toEqual([entries, '']);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('navigation', { name: 'Store' }).locator(':focus')).toHaveCount(0);
  await expect(page.getByRole('navigation', { name: 'Language' }).locator(':focus')).toHaveCount(0);
});
