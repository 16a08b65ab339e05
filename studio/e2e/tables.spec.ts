/**
 * Issue 19 item 11, the table tasks, done in the studio the way an analyst
 * would (no file edited by hand), on the suite's temp copy of the project
 * (playwright.studio.config.ts): add a row for a new savings error code with
 * its text in English and Spanish and an example, placed so that it wins;
 * move a row above another, see "can never win" with the covering row, then
 * undo; the rows grid by keyboard alone, and axe on the table editor. After
 * each save: the files on disk, flows:check and flows:tests --check on the copy.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../e2e/support/axe';
import { expectCopyGreen, onDisk, openBySearch, openStudio } from './studioPage';

/** Opens a table from the navigator's search; its typed editor shows the rows grid. */
async function openTable(page: Page, id: string): Promise<Locator> {
  await openStudio(page);
  await openBySearch(page, id, id);
  const grid = page.getByRole('grid', { name: `Rows of ${id}, in the order they are tried` });
  await expect(grid).toBeVisible();
  return grid;
}

const row = (grid: Locator, id: string): Locator => grid.locator(`tr[data-row-id="${id}"]`);
const stateOf = (grid: Locator, id: string): Locator => row(grid, id).getByRole('gridcell').last();
const rowIds = (grid: Locator): Promise<string[]> =>
  grid.locator('tr[data-row-id]').evaluateAll((rows) => rows.map((entry) => entry.getAttribute('data-row-id') ?? ''));
const json = (path: string): Record<string, unknown> => JSON.parse(onDisk(path)) as Record<string, unknown>;
const textsOf = (path: string): Record<string, string> => json(path).texts as Record<string, string>;

test('add a row for a new savings error code with its text in both languages and an example, placed so that it wins', async ({ page }) => {
  const grid = await openTable(page, 'savingsLanding');
  // The new row goes right below the selected one: after the two code rows, before the rows any answer matches.
  await row(grid, 'signInWithMobileNumber').click();
  await page.getByRole('button', { name: 'Add row' }).click();
  await expect(page.getByRole('heading', { name: 'Row 3: “newRow”' })).toBeVisible();
  // The new row's id field has the focus, its placeholder id selected: the analyst types the id at once.
  await expect(page.getByLabel('Row id')).toBeFocused();
  await page.keyboard.type('accountLockedCode');
  await expect(page.getByLabel('Row id')).toHaveValue('accountLockedCode');

  // Condition, in the builder: the answer's error code contains 15413.
  await page.getByRole('button', { name: 'Add a clause' }).click();
  await page.getByRole('combobox', { name: 'Clause 1: fact' }).fill('answers.getOpenBankEligibility.errorCode');
  await page.getByRole('combobox', { name: 'Clause 1: operator' }).selectOption({ label: 'contains any of' });
  await page.getByRole('textbox', { name: 'Clause 1: value' }).fill('15413');
  await expect(row(grid, 'accountLockedCode').getByRole('gridcell').nth(1)).toHaveText('getOpenBankEligibility answer error code contains 15413');

  // The example, as a facts form: it lands on the new row.
  const examples = page.getByRole('region', { name: 'Examples of accountLockedCode' });
  await examples.getByLabel('Name of example 1').fill('locked account');
  await examples.getByLabel(/getOpenBankEligibility answer error code/).fill('15413');
  await examples.getByLabel(/getOpenBankEligibility call status/).selectOption('ok');
  await expect(examples.getByText('Lands on this row (“accountLockedCode”).')).toBeVisible();

  // Result: the view and heading the other code rows give, then a new text key with its words.
  await page.getByRole('button', { name: 'Add view' }).click();
  await page.getByRole('button', { name: 'Add heading' }).click();
  await page.getByRole('button', { name: 'Add message' }).click();
  const message = page.getByRole('group', { name: 'message' });
  await message.getByRole('combobox', { name: 'Text key' }).fill('savings.accountLocked');
  await expect(message.getByText('A new key: write its words in English and in Spanish below, and use them to create it with the table.')).toBeVisible();
  await message.getByRole('textbox', { name: 'Text shown', exact: true }).fill('Your provider account is locked. Call us to unlock it, then come back.');
  // Without its Spanish words the text is refused at their field, and nothing is written.
  await message.getByRole('button', { name: 'Use these words' }).click();
  const spanish = message.getByRole('textbox', { name: 'Text shown in Spanish' });
  await expect(spanish).toHaveAttribute('aria-invalid', 'true');
  await expect(spanish).toBeFocused();
  await expect(
    message.getByText(
      'the "es" text of "savings.accountLocked" is empty: every text has both languages, and the page would show nothing in Spanish. Fix: write its words in Spanish.',
    ),
  ).toBeVisible();
  expect(textsOf('flows/texts/savings.json')['savings.accountLocked']).toBeUndefined();
  await spanish.fill('Tu cuenta del proveedor está bloqueada. Llámanos para desbloquearla y vuelve.');
  await message.getByRole('button', { name: 'Use these words' }).click();
  await expect(
    message.getByText("The text is in the table's unsaved changes, in English and Spanish: Save writes it with the table, Undo takes it back."),
  ).toBeVisible();
  // Nothing written yet: the text waits for the table's Save, so a row left unsaved leaves no text behind.
  expect(textsOf('flows/texts/savings.json')['savings.accountLocked']).toBeUndefined();
  expect(textsOf('flows/texts/es/savings.json')['savings.accountLocked']).toBeUndefined();

  // An error code list may hold both codes: the rows above it overlap it, and being placed below them is what the analyst chose.
  await expect(stateOf(grid, 'accountLockedCode')).toHaveText('overlaps with row “ineligibleCode”, “signInWithMobileNumber” (order decides)');
  // The text in the draft mends its problem (a key no file wrote) when the draft is checked with it: Save is enabled.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByRole('status').filter({ hasText: 'Saved flows/decisions/savings-landing.json and flows/texts/savings.json and flows/texts/es/savings.json' }),
  ).toBeVisible();
  expect(textsOf('flows/texts/savings.json')['savings.accountLocked']).toBe('Your provider account is locked. Call us to unlock it, then come back.');
  expect(textsOf('flows/texts/es/savings.json')['savings.accountLocked']).toBe('Tu cuenta del proveedor está bloqueada. Llámanos para desbloquearla y vuelve.');
  const table = json('flows/decisions/savings-landing.json') as { rows: Record<string, unknown>[] };
  expect(table.rows.map((entry) => entry.id).slice(0, 4)).toEqual(['ineligibleCode', 'signInWithMobileNumber', 'accountLockedCode', 'alreadyExistsCode']);
  expect(table.rows[2]).toEqual({
    id: 'accountLockedCode',
    when: { containsAny: [{ var: 'answers.getOpenBankEligibility.errorCode' }, ['15413']] },
    result: { view: 'openBankIneligible', heading: { text: 'savings.unavailableHeading' }, message: { text: 'savings.accountLocked' } },
    examples: [
      { name: 'locked account', facts: { answers: { getOpenBankEligibility: { errorCode: '15413' } }, calls: { getOpenBankEligibility: { status: 'ok' } } } },
    ],
  });
  await expectCopyGreen(page);
});

test('move a row above another: "can never win" names the covering row, and undo takes it back', async ({ page }) => {
  const path = 'flows/redirects/cart-lock.json';
  const before = onDisk(path);
  const grid = await openTable(page, 'cartLock');
  await expect(stateOf(grid, 'chatRepresentative')).toHaveText('fine');
  await row(grid, 'redirectingChannel').click();
  await page.getByRole('button', { name: 'Move up' }).click();
  expect(await rowIds(grid)).toEqual(['redirectingChannel', 'chatRepresentative']);
  // Said by the analysis as the analyst moves, then by the shell's check (the flows:check message, naming the same row).
  await expect(stateOf(grid, 'chatRepresentative')).toHaveText(/can never win.*redirectingChannel/);
  await expect(page.getByText('Row “chatRepresentative” can never win: row “redirectingChannel” covers it.')).toBeVisible();

  await page.getByRole('button', { name: 'Undo' }).click();
  expect(await rowIds(grid)).toEqual(['chatRepresentative', 'redirectingChannel']);
  await expect(stateOf(grid, 'chatRepresentative')).toHaveText('fine');
  await expect(page.getByText('can never win')).toHaveCount(0);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  expect(onDisk(path)).toBe(before);
});

test("a row's text value reads top down, each label above its field, and no part of the table editor is wider than a 375 px window", async ({ page }) => {
  const grid = await openTable(page, 'savingsLanding');
  await row(grid, 'ineligibleCode').getByRole('gridcell').first().click();
  const message = page.getByRole('group', { name: 'message' });
  const below = async (upper: Locator, lower: Locator): Promise<void> => {
    const [top, bottom] = [await upper.boundingBox(), await lower.boundingBox()];
    expect(bottom?.y ?? 0).toBeGreaterThanOrEqual((top?.y ?? 0) + (top?.height ?? 0) - 1);
  };
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    const key = message.getByRole('combobox', { name: 'Text key' });
    const hint = message.getByText('An existing text: a change shows everywhere it is used.');
    // The hint under the key field, then the label of the words, then the words: no label glued to the hint's end.
    await below(message.getByText('Text key', { exact: true }), key);
    await below(key, hint);
    await below(hint, message.getByText('Text shown', { exact: true }));
    await below(message.getByText('Text shown', { exact: true }), message.getByRole('textbox', { name: 'Text shown', exact: true }));
    // The rows grid stacks its cells (rowGridWidth.spec.ts); the Try it and example forms (long fact names) fit the window.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
  await expectNoAxeViolations(page);
});

test('a clause of the builder reads top down at 375 and 1280 px: the fact path across the clause, its words under it, then the operator', async ({ page }) => {
  const grid = await openTable(page, 'savingsLanding');
  await row(grid, 'activeLineEligible').getByRole('gridcell').first().click();
  const fact = page.getByRole('combobox', { name: 'Clause 1: fact' });
  const words = page.locator('.clause').first().locator('.fact-label');
  const operator = page.getByRole('combobox', { name: 'Clause 1: operator' });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    const [field, said, verb, clause] = await Promise.all([fact, words, operator, page.locator('.clause-fields').first()].map((part) => part.boundingBox()));
    // The words had run on beside the field and wrapped around the operator ("…account / status [is one of]").
    expect(said?.y ?? 0).toBeGreaterThanOrEqual((field?.y ?? 0) + (field?.height ?? 0) - 1);
    expect(verb?.y ?? 0).toBeGreaterThanOrEqual((said?.y ?? 0) + (said?.height ?? 0) - 1);
    // The field spans the clause (it cut the path at "answers.getOpenBank" even at 1280).
    expect(field?.width ?? 0).toBeGreaterThanOrEqual((clause?.width ?? 0) - 1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  }
});

test('the rows grid works by keyboard alone, and axe finds nothing on the table editor', async ({ page }) => {
  const grid = await openTable(page, 'cartLost');
  const first = await rowIds(grid);
  expect(first.length).toBeGreaterThan(1);
  const [one, two] = first as [string, string];
  await expectNoAxeViolations(page);

  // Tab from the row toolbar into the grid: one cell is in the tab order, and arrows move between cells.
  await page.getByRole('button', { name: 'Add row' }).focus();
  await page.keyboard.press('Tab');
  await expect(grid.getByRole('gridcell').first()).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect(row(grid, two).getByRole('gridcell').nth(1)).toBeFocused();
  // Enter opens the row below the grid.
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: `Row 2: “${two}”` })).toBeVisible();
  // Alt+ArrowUp moves the row up; the focus stays on it.
  await page.keyboard.press('Alt+ArrowUp');
  expect((await rowIds(grid)).slice(0, 2)).toEqual([two, one]);
  await expect(row(grid, two).getByRole('gridcell').nth(1)).toBeFocused();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expectNoAxeViolations(page);
  // Undo from the keyboard too (the shell's Ctrl+Z works outside text fields).
  await page.keyboard.press('Control+z');
  expect((await rowIds(grid)).slice(0, 2)).toEqual([one, two]);
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
});

test('an invalid row id is said at its field in the words flows:check uses: what is allowed, with an example, no regex', async ({ page }) => {
  const path = 'flows/redirects/cart-lock.json';
  const before = onDisk(path);
  const grid = await openTable(page, 'cartLock');
  await row(grid, 'chatRepresentative').click();
  const id = page.getByLabel('Row id');
  await expect(id).toHaveAccessibleDescription(
    'Write an id in camelCase: a lower-case letter, then letters and digits only (no spaces, dashes or dots), e.g. "mobileUser".',
  );
  await id.fill('chat rep');
  await expect(id).toHaveAttribute('aria-invalid', 'true');
  await expect(id).toHaveAccessibleDescription(
    /^row "chat rep": must be an id in camelCase: a lower-case letter, then letters and digits only \(no spaces, dashes or dots\), e\.g\. "mobileUser"; found "chat rep"\./,
  );
  await expect(page.getByText(/\^\[a-z\]|must match pattern/)).toHaveCount(0);
  // flows:check's closing note that its later checks were skipped took this problem's place, and so this field:
  // it is said once, in the status, and never at the field.
  await expect(
    page.getByRole('status').filter({ hasText: 'Names, texts, values and examples are checked once every file parses and matches its schema.' }),
  ).toBeVisible();
  await expect(id).not.toHaveAccessibleDescription(/skipped/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Undo' }).click();
  expect(onDisk(path)).toBe(before);
});

test('the condition tabs show which is selected, and move by arrow keys', async ({ page }) => {
  const grid = await openTable(page, 'cartLock');
  await row(grid, 'chatRepresentative').click();
  const tabs = page.getByRole('tablist', { name: 'Edit the condition with' });
  const builder = tabs.getByRole('tab', { name: 'Builder' });
  const json = tabs.getByRole('tab', { name: 'JSON Logic' });
  const look = (tab: Locator): Promise<string[]> =>
    tab.evaluate((element) => {
      const style = getComputedStyle(element);
      return [style.fontWeight, style.backgroundColor, style.boxShadow];
    });
  const [selected, other] = [await look(builder), await look(json)];
  await expect(builder).toHaveAttribute('aria-selected', 'true');
  // Told apart by weight, background and the bar on top, not by one of them alone.
  expect(selected[0]).toBe('700');
  expect(other[0]).not.toBe('700');
  expect(selected[1]).not.toBe(other[1]);
  expect(selected[2]).not.toBe(other[2]);
  await builder.focus();
  await page.keyboard.press('ArrowRight');
  await expect(json).toBeFocused();
  await expect(json).toHaveAttribute('aria-selected', 'true');
  expect(await look(json)).toEqual(selected);
  expect(await look(builder)).toEqual(other);
  await expect(page.getByRole('tabpanel', { name: 'JSON Logic' })).toBeVisible();
  await expectNoAxeViolations(page);
});
