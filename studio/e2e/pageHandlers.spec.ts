import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../e2e/support/axe';
import { onDisk, openJourneyPage, openStudio } from './studioPage';

/**
 * A page's event handler's condition in the pages view, end to end in real Chromium against the copy
 * (studio/README.md "Editor slot"): said in words with its example, changed by keyboard in the condition
 * builder, flows:check's words beside the example that now runs the other handler, undone, nothing written.
 */
test("a handler's condition on a journey's page: changed in the builder, the example that now runs another handler said beside it, undone", async ({
  page,
}) => {
  const path = 'flows/journeys/savings.json';
  const before = onDisk(path);
  await openStudio(page);
  await openJourneyPage(page, 'openbankmlp');
  const handler = page.getByRole('listitem', { name: 'APPLICATION_READY, handler 1' });
  await expect(handler).toContainText('runs when decision savingsApplication outcome is open.');
  const examples = handler.getByRole('list', { name: /^Examples/ });
  await expect(examples).toContainText('“decisions.savingsApplication.outcome is open”: decisions.savingsApplication.outcome = "open"');

  const open = handler.getByRole('button', { name: 'Change the condition of APPLICATION_READY, handler 1' });
  await open.focus();
  await page.keyboard.press('Enter');
  const condition = handler.getByRole('group', { name: 'Condition of APPLICATION_READY, handler 1' });
  const value = condition.getByRole('combobox', { name: 'Clause 1: value' });
  await value.focus();
  await value.selectOption({ label: 'error' });
  await expect(handler).toContainText('runs when decision savingsApplication outcome is error.');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  // flows:check, run by the studio's check as the analyst types: the example now lands on the next handler.
  await expect(examples.locator('.field-problem')).toContainText(
    'example "decisions.savingsApplication.outcome is open" runs handler 2 of APPLICATION_READY on page openbankmlp, not this one (handler 1)',
  );
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(handler).toContainText('runs when decision savingsApplication outcome is open.');
  await expect(examples.locator('.field-problem')).toHaveCount(0);
  expect(onDisk(path)).toBe(before);
});
