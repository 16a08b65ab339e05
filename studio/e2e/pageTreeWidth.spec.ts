/**
 * The pages view at 375 px, in real Chromium (CSS wrapping is no thing jsdom lays out): the page's title over its
 * tree says the file it is written in, one long unbroken word (flows/journeys/tradein/confirmshippingdetails.json),
 * which wraps instead of making the studio's page wider than the window (README "For analysts: the flow studio":
 * nothing is wider than the window). Before, it ran 11 px past the window's edge.
 */
import { expect, test } from '@playwright/test';
import { openBySearch, openStudio } from './studioPage';

test('at 375 px, the file a page is written in wraps over its tree and nothing scrolls sideways', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openStudio(page);
  await openBySearch(page, 'confirmshippingdetails', 'tradein.confirmshippingdetails');
  await expect(page.getByText('written in flows/journeys/tradein/confirmshippingdetails.json, layout sales')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
