/**
 * Issue 19 item 11, the table tasks, done in the studio the way an analyst
 * would (no file edited by hand), on a temp copy of the project: add a row
 * for a new savings error code with its text and an example, placed so that
 * it wins; move a row above another, see "can never win" with the covering
 * row, then undo; the grid by keyboard alone; axe. After a save: the file on
 * disk, flows:check and flows:tests --check on the copy.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { checkFlows } from '../tools/flowcheck/checkFlows';
import { readRegistryManifest } from '../tools/flowcheck/registryManifest';
import { compareCases } from '../tools/qa/testgen/syncCases';
import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { startStudioServer, type StudioServer } from './support/studioTablesServer';

// One dev server on one copy for the file: its tests run one after the other.
test.describe.configure({ mode: 'serial', timeout: 600_000 });

let studio: StudioServer;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  studio = await startStudioServer();
});
test.afterAll(async () => {
  await studio?.stop();
});

const onDisk = (path: string): unknown => JSON.parse(readFileSync(join(studio.root, path), 'utf8'));

async function openTable(page: Page, group: RegExp, name: string): Promise<Locator> {
  await page.goto(`${studio.url}/studio/`);
  await page.getByRole('treeitem', { name: group }).click();
  await page.getByRole('treeitem', { name, exact: true }).click();
  const grid = page.getByRole('grid');
  await expect(grid).toBeVisible({ timeout: 60_000 });
  return grid;
}

const row = (grid: Locator, id: string): Locator => grid.locator(`tr[data-row-id="${id}"]`);
const stateOf = (grid: Locator, id: string): Locator => row(grid, id).getByRole('gridcell').last();

/** flows:check (with the table analysis) and flows:tests --check, on the copy. */
async function expectCopyValid(): Promise<void> {
  const { problems, flows } = await checkFlows([join(studio.root, 'flows')], undefined, { tables: true });
  expect(problems).toEqual([]);
  const sync = await compareCases(flows, readRegistryManifest(), join(studio.root, 'flows'), join(studio.root, 'e2e/generated'));
  expect(sync.drift).toEqual([]);
}

test('add a row for a new savings error code with its text and an example, placed so that it wins', async ({ page }) => {
  const grid = await openTable(page, /^Decision tables/, 'savingsLanding');
  // The new row goes right below the selected one: after the two code rows, before the rows any answer matches.
  await row(grid, 'signInWithMobileNumber').click();
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect(page.getByRole('heading', { name: 'Row 3: “newRow”' })).toBeVisible();
  await page.getByLabel('Row id').fill('accountLockedCode');

  // Condition, in the builder: the answer's error code contains 15413.
  await page.getByRole('button', { name: 'Add a clause' }).click();
  await page.getByRole('combobox', { name: 'Clause 1: fact' }).fill('answers.getOpenBankEligibility.errorCode');
  await page.getByRole('combobox', { name: 'Clause 1: operator' }).selectOption({ label: 'contains any of' });
  await page.getByRole('textbox', { name: 'Clause 1: value' }).fill('15413');
  await expect(row(grid, 'accountLockedCode').getByRole('gridcell').nth(1)).toHaveText('getOpenBankEligibility answer error code contains 15413');

  // Result: the values the other rows give, then a new text key with its text.
  await page.getByRole('button', { name: 'Add view' }).click();
  await page.getByRole('button', { name: 'Add heading' }).click();
  await page.getByRole('button', { name: 'Add message' }).click();
  const message = page.getByRole('group', { name: 'message' });
  await message.getByLabel('Text key').fill('savings.accountLocked');
  await expect(message.getByText('A new key: write its text below and save it to create it.')).toBeVisible();
  await message.getByLabel('Text shown').fill('Your provider account is locked. Call us to unlock it, then come back.');
  await message.getByRole('button', { name: 'Save text' }).click();
  // A save runs every flows:check check and regenerates e2e/generated/: minutes on a loaded 2-core machine.
  await expect(message.getByText('Text saved.')).toBeVisible({ timeout: 240_000 });

  // The example, as a facts form: it lands on the new row.
  const examples = page.getByRole('region', { name: 'Examples of accountLockedCode' });
  await examples.getByLabel('Name of example 1').fill('locked account');
  await examples.getByLabel(/getOpenBankEligibility answer error code/).fill('15413');
  await examples.getByLabel(/getOpenBankEligibility call status/).selectOption('ok');
  await expect(examples.getByText('Lands on this row (“accountLockedCode”).')).toBeVisible();
  await expect(stateOf(grid, 'accountLockedCode')).not.toHaveText(/error|never|lands/, { timeout: 60_000 });

  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible({ timeout: 240_000 });

  const table = onDisk('flows/decisions/savings-landing.json') as { rows: Record<string, unknown>[] };
  expect(table.rows.map((entry) => entry.id).slice(0, 4)).toEqual(['ineligibleCode', 'signInWithMobileNumber', 'accountLockedCode', 'alreadyExistsCode']);
  expect(table.rows[2]).toEqual({
    id: 'accountLockedCode',
    when: { containsAny: [{ var: 'answers.getOpenBankEligibility.errorCode' }, ['15413']] },
    result: { view: 'openBankIneligible', heading: { text: 'savings.unavailableHeading' }, message: { text: 'savings.accountLocked' } },
    examples: [
      { name: 'locked account', facts: { answers: { getOpenBankEligibility: { errorCode: '15413' } }, calls: { getOpenBankEligibility: { status: 'ok' } } } },
    ],
  });
  expect((onDisk('flows/texts/savings.json') as { texts: Record<string, string> }).texts['savings.accountLocked']).toBe(
    'Your provider account is locked. Call us to unlock it, then come back.',
  );
  await expectCopyValid();
});

test('move a row above another: "can never win" with the covering row, then undo', async ({ page }) => {
  const before = onDisk('flows/redirects/cart-lock.json');
  const grid = await openTable(page, /^Redirect tables/, 'cartLock');
  await expect(stateOf(grid, 'chatRepresentative')).toHaveText('fine');
  await row(grid, 'redirectingChannel').click();
  await page.getByRole('button', { name: 'Move up' }).click();
  await expect(stateOf(grid, 'chatRepresentative')).toHaveText('can never win: row “redirectingChannel” covers it', { timeout: 30_000 });
  await expect(page.getByText('Row “chatRepresentative” can never win: row “redirectingChannel” covers it.')).toBeVisible();
  // The shell's check refuses to save it: the same analysis runs in flows:check.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(row(grid, 'chatRepresentative')).toHaveAttribute('aria-rowindex', '2');
  await expect(stateOf(grid, 'chatRepresentative')).toHaveText('fine', { timeout: 30_000 });
  expect(onDisk('flows/redirects/cart-lock.json')).toEqual(before);
});

test('the grid works by keyboard alone, and axe finds nothing', async ({ page }) => {
  const grid = await openTable(page, /^Redirect tables/, 'cartLost');
  const ids = async (): Promise<string[]> =>
    grid.locator('tr[data-row-id]').evaluateAll((rows) => rows.map((entry) => entry.getAttribute('data-row-id') ?? ''));
  const first = await ids();
  // Tab into the grid: one cell is in the tab order.
  await page.getByRole('button', { name: 'Add row' }).focus();
  await page.keyboard.press('Tab');
  await expect(grid.getByRole('gridcell').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(
    row(grid, first[1] as string)
      .getByRole('gridcell')
      .nth(1),
  ).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Row 2: “${first[1]}”` })).toBeVisible();
  await page.keyboard.press('Alt+ArrowUp');
  expect((await ids()).slice(0, 2)).toEqual([first[1], first[0]]);
  await expect(
    row(grid, first[1] as string)
      .getByRole('gridcell')
      .nth(1),
  ).toBeFocused();
  // Undo from the keyboard too (the shell's Ctrl+Z works outside text fields).
  await page.keyboard.press('Control+z');
  expect((await ids()).slice(0, 2)).toEqual([first[0], first[1]]);
  await expectNoAxeViolations(page);
});
