/**
 * The table editor at 375 px, in real Chromium: chunkLoadFailure's editor was 380 px wide in a 375 px window, twice
 * over. Its description names a code path (src/runtime/plumbing/crashRecovery/CrashModule.ts) that did not break at
 * its slashes, and the editor's grid column was as wide as Try it's widest select (372 px in a 359 px editor). Both
 * now fit (README "For analysts: the flow studio": nothing is wider than the window).
 */
import { expect, test } from '@playwright/test';
import { openBySearch, openStudio } from './studioPage';

test("at 375 px a table's description and its Try it fit the window", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openStudio(page);
  await openBySearch(page, 'chunkLoadFailure', 'chunkLoadFailure');
  await expect(page.getByRole('heading', { name: 'Try it' })).toBeVisible();
  const editor = page.locator('.table-editor').first();
  const [tryIt, box] = await Promise.all([page.locator('.try-it').boundingBox(), editor.boundingBox()]);
  expect(tryIt?.width ?? Infinity).toBeLessThanOrEqual(box?.width ?? 0);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
