/**
 * "Where … is used" with a long code path, in real Chromium (CSS wrapping is no thing jsdom lays out): at 1280 px
 * the panel's column holds it without scrolling sideways, at 375 px the page is no wider than the window (README
 * "For analysts: the flow studio": nothing is wider than the window). Before, the path ran out of the panel.
 */
import { expect, test } from '@playwright/test';
import { openBySearch, openStudio } from './studioPage';

// Read by src/runtime/plumbing/crashRecovery/CrashModule.ts, one of the longest paths the code panel lists; its own
// lists file holds long entries too (retryUrls' /orderprocessservice/checkoutapi/nse/submitOrder).
const item = 'chunkLoadErrorPatterns';

for (const width of [1280, 375]) {
  test(`at ${width} px, the uses panel's long code path wraps and nothing scrolls sideways`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await openStudio(page);
    await openBySearch(page, item, item);
    const uses = page.getByRole('region', { name: `Where ${item} is used` });
    await expect(uses.getByRole('listitem')).toHaveText('src/runtime/plumbing/crashRecovery/CrashModule.ts');
    expect(await uses.evaluate((panel) => panel.scrollWidth - panel.clientWidth)).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}
