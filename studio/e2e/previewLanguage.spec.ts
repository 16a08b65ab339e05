/**
 * The preview in the shopper's other language, in real Chromium (studio/README.md "Pages view"): "Spanish" loads the
 * page at its Spanish address (`/es/sales/digital/…`, src/model/language.ts), so an analyst sees the translated texts
 * in place; "English" brings the English page back.
 */
import { expect, test } from '@playwright/test';
import { openBySearch, openStudio } from './studioPage';

test('the preview shows the page in the language chosen', async ({ page }) => {
  await openStudio(page);
  await openBySearch(page, 'shop.json', 'shop');
  const frame = page.locator('iframe[title^="Preview of"]');
  const lang = () => frame.contentFrame().locator('html').getAttribute('lang');
  await expect(page.getByRole('radio', { name: 'English' })).toBeChecked();
  await expect.poll(lang).toBe('en');
  await page.getByRole('radio', { name: 'Spanish' }).check();
  await expect(frame).toHaveAttribute('src', /^\/es\/sales\/digital\/shop\.html\?/);
  await expect.poll(lang).toBe('es');
  await expect(frame.contentFrame().getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('radio', { name: 'English' }).check();
  await expect.poll(lang).toBe('en');
});
