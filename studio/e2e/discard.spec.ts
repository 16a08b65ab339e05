/**
 * "Discard changes" in real Chromium (studio/README.md "Changes"; ChangesPanel.tsx, DiscardFile.tsx, POST /discard):
 * a switch's description changed and saved, then the file discarded from the Changes panel by keyboard. The question names the
 * file and says it cannot be undone; after it the file on disk is what the last commit holds, the open editor shows
 * the description as committed, the panel lists the file no more, what happened has the focus, and axe finds nothing.
 */
import { execFileSync } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../e2e/support/axe';
import { onDisk, openBySearch, openStudio, restoreOnDisk, studioRoot } from './studioPage';

const path = 'flows/switches/throttle.json';
const atHead = (): string => execFileSync('git', ['show', `HEAD:./${path}`], { cwd: studioRoot(), encoding: 'utf8' });
let before: string | null = null;
test.afterEach(async ({ request }) => {
  // A failed try leaves the switch as the last commit holds it, for the retry.
  if (before !== null) await restoreOnDisk(request, { [path]: before });
  before = null;
});

test('a saved change discarded from the Changes panel: the file is as committed, and the editor shows it', async ({ page }) => {
  before = onDisk(path);
  expect(before).toBe(atHead());
  await openStudio(page);
  await openBySearch(page, 'EA_BAU', 'EA_BAU');
  // Its description, not its default: EA_BAU on sends errorAssist's examples to another row, and the save is refused.
  const description = page.getByRole('textbox', { name: 'What EA_BAU is for' });
  const committed = JSON.parse(before).switches.EA_BAU.description as string;
  await expect(description).toHaveValue(committed);
  await description.fill('Error assistance through sales chat, as the studio test says.');
  await description.press('Tab');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${path}` })).toBeVisible();
  expect(JSON.parse(onDisk(path)).switches.EA_BAU.description).toBe('Error assistance through sales chat, as the studio test says.');

  await page.getByRole('button', { name: 'Changes' }).click();
  const discard = page.getByRole('button', { name: `Discard changes to ${path}` });
  await discard.focus();
  await page.keyboard.press('Enter');
  const question = page.getByRole('group', { name: `Discard the changes to ${path}? It goes back to what the last commit holds. This cannot be undone.` });
  await expect(question).toBeFocused();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: test.info().outputPath('changes-1280.png'), fullPage: true });
  // At 375 px the path, its button and the question wrap inside the window: nothing wider than the page.
  await page.setViewportSize({ width: 375, height: 800 });
  await question.scrollIntoViewIfNeeded();
  await expect(question).toBeFocused();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await page.screenshot({ path: test.info().outputPath('changes-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Tab');
  await expect(question.getByRole('button', { name: 'Discard the changes' })).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page.getByText(`${path} is back to what the last commit holds.`)).toBeFocused();
  expect(onDisk(path)).toBe(atHead());
  await expect(page.getByRole('textbox', { name: 'What EA_BAU is for' })).toHaveValue(committed);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: path })).toHaveCount(0);
  await expect(page.getByRole('button', { name: `Discard changes to ${path}` })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
