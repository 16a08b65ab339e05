/**
 * The open item in the studio's address, in real Chromium (studio/README.md "Navigation"; itemAddress.ts,
 * useAddressedItem.ts): a list entry opened from the navigator is in the address; a reload opens it again; Back and
 * Forward move between it and the switch opened after it; the navigator opens its rows to show the item the address
 * names; an address naming an entry that does not exist says so in words, over the home page, and axe finds nothing
 * there.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../e2e/support/axe';
import { openBySearch, openStudio } from './studioPage';

const title = '#editor-title';

test('a reload opens the item the address names; Back and Forward open the items again', async ({ page }) => {
  await openStudio(page);
  await openBySearch(page, 'cardBankHosts', 'cardBankHosts');
  await expect(page).toHaveURL(/\/studio\/\?file=flows\/lists\/card\.json&at=\/lists\/cardBankHosts$/);
  await page.reload();
  await expect(page.locator(title)).toContainText('cardBankHosts');
  await expect(page.locator('.file-path')).toHaveText('flows/lists/card.json');
  // The navigator, its search empty after the reload, has opened the rows above the item to show it chosen.
  await expect(page.getByRole('searchbox', { name: 'Search by id, text or fact' })).toHaveValue('');
  await expect(page.getByRole('treeitem', { name: 'cardBankHosts', selected: true })).toBeVisible();

  await openBySearch(page, 'EA_BAU', 'EA_BAU');
  await expect(page).toHaveURL(/\?file=flows\/switches\/throttle\.json&at=\/switches\/EA_BAU$/);
  await page.goBack();
  await expect(page.locator(title)).toContainText('cardBankHosts');
  await page.goForward();
  await expect(page.locator(title)).toContainText('EA_BAU');
});

test('an address naming an entry that does not exist says so, over the home page', async ({ page }) => {
  await page.goto('/studio/?file=flows/lists/card.json&at=/lists/noSuchList');
  await expect(page.getByRole('alert')).toHaveText(
    'This address names an item the studio cannot find: flows/lists/card.json has nothing at /lists/noSuchList. It may have been renamed or deleted, or be on another branch. Choose an item in the navigator.',
  );
  await expect(page.getByRole('heading', { level: 1, name: 'Flow studio' })).toBeVisible();
  await expectNoAxeViolations(page);
});
