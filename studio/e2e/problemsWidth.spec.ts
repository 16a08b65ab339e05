/**
 * A switch turned on whose effect breaks examples in another file, at 375 px in real Chromium: the status says the
 * problems are in other files (it said "Checked: no problems." above "2 problems"), and the list's long places
 * (flows/journeys/card.json /pages/creditcardmlp/on/MAINE_APPLY/0/examples/0) wrap between their parts instead of
 * making the studio wider than the window (README "For analysts: the flow studio": nothing is wider than the window).
 * Nothing is saved.
 */
import { expect, test } from '@playwright/test';
import { openStudio } from './studioPage';

test('a switch whose change breaks examples elsewhere: the status says so, and the problems fit a 375 px window', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openStudio(page);
  await page.getByRole('treeitem', { name: /^.?Switches/ }).click();
  await page.getByRole('treeitem', { name: 'card', level: 2 }).click();
  await page.getByRole('switch', { name: /FF_CARD_SPLASH_DISABLED/ }).click();
  await expect(page.getByText(/^Checked: no problems in this file\. \d+ in other files, listed below\./)).toBeVisible();
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('listitem').first()).toContainText('flows/journeys/card.json');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
