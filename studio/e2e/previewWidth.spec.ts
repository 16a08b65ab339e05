/**
 * The pages view's preview of a 1280-px page, in real Chromium (jsdom lays nothing out): at a 1280-px window the
 * editor takes the column no "Where … is used" panel needs and the preview most of it, so the page is shown at
 * 50 % or more (previewScale.ts readableScale); "Preview at full size" shows it at 100 %, scrolling inside the
 * preview, never widening the studio's page (README "For analysts: the flow studio"). Before, the page was
 * scaled to 28 % in a 362-px box beside an empty third of the window.
 */
import { expect, test } from '@playwright/test';
import { openBySearch, openStudio } from './studioPage';

for (const width of [1280, 375]) {
  test(`at ${width} px, a 1280-px page's preview is readable, and at full size on asking`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openStudio(page);
    await openBySearch(page, 'shop.json', 'shop');
    await page.getByRole('radio', { name: '1280 px' }).check();
    const frame = page.locator('iframe.studio-preview__frame');
    const shown = async (): Promise<number> => (await frame.boundingBox())?.width ?? 0;
    await expect.poll(shown).toBeGreaterThanOrEqual(640);
    await expect(page.getByText(/^Shown at \d+ % of its size/)).toBeVisible();
    await page.getByRole('switch', { name: 'Preview at full size' }).click();
    await expect.poll(shown).toBe(1280);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
