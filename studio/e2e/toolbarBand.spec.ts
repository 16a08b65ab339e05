/**
 * The editor's header at 1280 px, in real Chromium (jsdom lays nothing out): with no status to say (a file just
 * opened), the tabs sit right under the toolbar. The empty status line (the live region, kept in the page) took a
 * line and two paragraph margins: a blank band of 48 px between Save and the tabs of every file opened. The sticky
 * header (17c15f5) keeps a small gap of its own between them (13 px at 1280 px): the bound allows that, not the band.
 */
import { expect, test } from '@playwright/test';
import { openBySearch, openStudio } from './studioPage';

test('at 1280 px, a file just opened has its tabs right under the toolbar, no blank band', async ({ page }) => {
  await openStudio(page);
  await openBySearch(page, 'errorAssist', 'errorAssist');
  await expect(page.locator('.editor-header [role="status"]')).toHaveText('');
  const toolbar = await page.getByRole('toolbar', { name: 'File actions' }).boundingBox();
  const tabs = await page.getByRole('tablist', { name: 'Editors' }).boundingBox();
  const band = (tabs?.y ?? Infinity) - ((toolbar?.y ?? 0) + (toolbar?.height ?? 0));
  expect(band).toBeGreaterThanOrEqual(0);
  expect(band).toBeLessThanOrEqual(16);
});
