/**
 * "Go to the preview" in the pages view (README "For analysts: the flow studio"): at 375 px the preview comes after
 * every node and handler of the page, a long scroll; the link under the page's address takes the analyst there, focus
 * with it. At 1280 px the preview sits beside the tree and the link is not shown.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../e2e/support/axe';
import { openBySearch, openStudio } from './studioPage';

test('at 375 px the link takes the analyst and the focus to the preview', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openStudio(page);
  await openBySearch(page, 'shop.json', 'shop');
  const preview = page.getByRole('region', { name: 'Preview' });
  const link = page.getByRole('link', { name: 'Go to the preview' });
  await expect(link).toBeVisible();
  await expect(preview).not.toBeInViewport();
  await link.click();
  await expect(preview).toBeFocused();
  await expect(preview).toBeInViewport();
  await expectNoAxeViolations(page);
});

test('at 1280 px the preview is beside the tree and no link is shown', async ({ page }) => {
  await openStudio(page);
  await openBySearch(page, 'shop.json', 'shop');
  await expect(page.getByRole('region', { name: 'Preview' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Go to the preview' })).toBeHidden();
});
