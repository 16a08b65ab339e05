/**
 * The studio's skip link in real Chromium, by keyboard (studio/client/shell/SkipToEditor.tsx): the page's first Tab
 * shows "Skip to the editor" on screen (out of sight until then); Enter takes the focus to the editor pane's
 * heading, and the next Tab is in the editor (its toolbar), past the header and the navigator.
 */
import { expect, test } from '@playwright/test';
import { openBySearch, openStudio } from './studioPage';

test('the first Tab shows "Skip to the editor"; Enter focuses the editor\'s heading, and the next Tab is in the editor', async ({ page }) => {
  await openStudio(page);
  const skip = page.getByRole('link', { name: 'Skip to the editor' });
  await expect(skip).not.toBeInViewport();
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: 'Flow studio' })).toBeFocused();
  await openBySearch(page, 'chatOverlayDelayMs', 'chatOverlayDelayMs');
  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#editor-title')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeFocused();
});
