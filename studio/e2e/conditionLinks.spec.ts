import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../e2e/support/axe';
import { openJourneyPage, openStudio } from './studioPage';

/**
 * A page condition links to what decides it (studio/README.md "Editor slot", the pages view), in real Chromium
 * against the copy: the selected node's `when` names the decision table it reads and the rows giving the value it
 * compares with; a row's link opens the table in the studio with that row's details shown, counted from 1 as the
 * table editor counts its rows.
 */
test("a node's condition opens the decision table that decides it, at the row", async ({ page }) => {
  await openStudio(page);
  await openJourneyPage(page, 'openbankmlp');
  await page.getByRole('button', { name: 'Section OpenBank_InEligible (shown when a rule holds)' }).click();
  const decides = page.getByRole('list', { name: 'What decides whether Section OpenBank_InEligible shows' });
  await expect(decides).toContainText('Open decision table savingsLanding (the view: row 1 “ineligibleCode”, row 2 “signInWithMobileNumber”');
  await expectNoAxeViolations(page);

  const row = decides.getByRole('button', { name: 'row 2 “signInWithMobileNumber” of decision table savingsLanding' });
  await row.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('#editor-title')).toContainText('savingsLanding');
  await expect(page.getByRole('region', { name: 'Row signInWithMobileNumber' })).toContainText('Row 2: “signInWithMobileNumber”');
  await expectNoAxeViolations(page);
});
