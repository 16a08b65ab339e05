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

test('the axe check fails on a violation, also after an in-app page change and in a same-origin frame', async ({ page }) => {
  // e2e/support/axe.ts runs axe-core itself (once per document); this proves that check still finds what it must.
  await page.goto('/sales/digital/shop.html');
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Shop smartphones' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  await page.evaluate(() => document.querySelector('main')?.append(document.createElement('button')));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
  // Something else named axe in the page (a script of its own, another version) is never taken for the check's.
  await page.evaluate(() => Object.assign(window, { axe: { run: () => Promise.resolve({ violations: [] }) }, __storeflowAxe: undefined }));
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/button-name/);
  await page.evaluate(() => {
    document.querySelector('main button:empty')?.remove();
    const frame = document.createElement('iframe');
    frame.title = 'Frame under test';
    document.querySelector('main')?.append(frame);
    frame.contentDocument?.body.append(Object.assign(frame.contentDocument.createElement('img'), { src: '/favicon.svg' }));
  });
  await expect(expectNoAxeViolations(page)).rejects.toThrow(/image-alt[\s\S]*\| in frame \|/);
});
