/**
 * Issue 19 item 11, the studio's part: an analyst's tasks in real Chromium
 * against a temp copy of the project (playwright.studio.config.ts). After
 * each save, the file on disk, and flows:check and flows:tests --check on
 * the copy. No file is edited by hand.
 */
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../../e2e/support/axe';
import { formatFlowJson } from '../../tools/format/compactJson';
import { channelsPath, expectCopyGreen, onDisk, openBySearch, openDelayJson, openJourneyPage, openStudio, restoreOnDisk, showJson } from './studioPage';

test('change the text of a service error, save it and see it on the storefront page', async ({ page }) => {
  await openStudio(page);
  // The English text (its words), not the Spanish one under flows/texts/es/.
  await openBySearch(page, 'plumbing.cancelledCase your request', 'plumbing.cancelledCase');
  await showJson(page);
  // The entry opens selected in the JSON editor: typing replaces it.
  const editor = page.getByRole('textbox', { name: 'JSON of flows/texts/plumbing.json' });
  await expect(editor).toBeFocused();
  await page.keyboard.insertText('"plumbing.cancelledCase": "We cancelled this request. Call us and we will help with your order."');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved flows/texts/plumbing.json' })).toBeVisible();
  expect(onDisk('flows/texts/plumbing.json')).toContain('"plumbing.cancelledCase": "We cancelled this request. Call us and we will help with your order."');
  await expectCopyGreen(page);
  // On the storefront: the error table's row for a cancelled case shows the new words in its banner.
  await page.goto('/sales/digital/shop.html?scenario=cancelled-case');
  await expect(page.getByText('We cancelled this request. Call us and we will help with your order.')).toBeVisible();
});

test('a value of the wrong type is refused at the field, and the file stays as it was', async ({ page }) => {
  const path = channelsPath;
  const before = await openDelayJson(page);
  // The analyst gives the setting "2s" for its milliseconds (the whole file typed anew, as one edit).
  const data = JSON.parse(before);
  data.settings.chatOverlayDelayMs.value = '2s';
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(formatFlowJson(data));
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems).toContainText('/settings/chatOverlayDelayMs/value');
  await expect(page.locator('.cm-lintRange-error').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save' })).toBeDisabled();
  // Even asked directly, the server writes nothing.
  const file = await (await page.request.get(`/__studio/api/file?path=${path}`)).json();
  const draft = structuredClone(file.data);
  draft.settings.chatOverlayDelayMs.value = '2s';
  const answer = await page.request.post('/__studio/api/save', {
    data: { path, draft, baseHash: file.hash },
    headers: { origin: new URL(page.url()).origin, 'x-storeflow-studio': '1' },
  });
  expect((await answer.json()).status).toBe('invalid');
  expect(onDisk(path)).toBe(before);
});

test('JSON typed by hand that does not parse, or writes a key twice, is said in words at its line and never saved', async ({ page }) => {
  const path = channelsPath;
  const before = await openDelayJson(page);
  const save = page.getByRole('button', { name: 'Save' });
  // The comma after the setting's description forgotten: flows:check's words, at the line of the next item.
  const lines = before.split('\n');
  const description = lines.findIndex((line) => line.includes('"description": "Spec 9: overlay chat'));
  const broken = [...lines.slice(0, description), lines[description]?.replace(/",$/, '"'), ...lines.slice(description + 1)].join('\n');
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(broken);
  const said = page.locator('.json-held');
  await expect(said).toHaveText(
    `Line ${description + 2}, column 7: JSON syntax error: a comma was expected between two items. Fix: check for a missing comma, quote or bracket just before this point (comments and trailing commas are not allowed). Until it is fixed this text is not checked and Save stays off; Ctrl+Z in the editor takes the typing back.`,
  );
  await expect(page.getByText('Not valid JSON yet: not saved')).toBeVisible();
  await expect(save).toBeDisabled();
  // Only the problem's words are live: typing that moves the problem (its line) does not make a screen reader say them again.
  const live = said.locator('[aria-live="polite"]');
  await expect(live).toHaveText(/^JSON syntax error: a comma was expected between two items\./);
  type Counted = { liveChanges: number };
  await live.evaluate((node) => {
    (window as unknown as Counted).liveChanges = 0;
    new MutationObserver((records) => {
      (window as unknown as Counted).liveChanges += records.length;
    }).observe(node, { subtree: true, childList: true, characterData: true });
  });
  await page.keyboard.press('ControlOrMeta+Home');
  await page.keyboard.press('Enter');
  await expect(said).toContainText(`Line ${description + 3}, column 7: JSON syntax error`);
  expect(await page.evaluate(() => (window as unknown as Counted).liveChanges)).toBe(0);
  await page.keyboard.press('ControlOrMeta+z');
  await expect(said).toContainText(`Line ${description + 2}, column 7: JSON syntax error`);
  // The editor's own undo takes it back: nothing to say, nothing to save.
  await page.keyboard.press('ControlOrMeta+z');
  await expect(said).toHaveText('');
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();

  // A value written twice parses (JSON keeps the last one): held too, so the 1500 typed first is not silently lost.
  const twice = before.replace('"value": 0\n', '"value": 1500,\n      "value": 0\n');
  expect(twice).not.toBe(before);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(twice);
  await expect(said).toContainText('"value" is written twice in the same object');
  await expect(save).toBeDisabled();
  await expectNoAxeViolations(page);
  expect(onDisk(path)).toBe(before);
});

test('JSON that does not parse yet is never dropped without a question: Undo and the other tab ask first', async ({ page }) => {
  const path = channelsPath;
  const before = await openDelayJson(page);
  // A change that parses (Undo has something to undo), then typing that does not.
  const changed = before.replace('"value": 0\n', '"value": 1500\n');
  expect(changed).not.toBe(before);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(changed);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.insertText(',');
  await expect(page.getByText('Not valid JSON yet: not saved')).toBeVisible();
  const editor = page.getByRole('textbox', { name: `JSON of ${path}` });
  const asked: string[] = [];
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    void (asked.length < 3 ? dialog.dismiss() : dialog.accept());
  });
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('tab', { name: 'Settings' }).click();
  expect(asked).toEqual([
    'The JSON you typed does not parse yet, so it is not in the draft. Undo, and lose that typing?',
    'The JSON you typed does not parse yet, so it is not in the draft. Show the Settings tab, and lose that typing?',
  ]);
  // Cancelled both: the tab, the typing and the draft are as they were.
  await expect(page.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  await expect(editor).toContainText('"value": 1500');
  await expect(page.getByText('Not valid JSON yet: not saved')).toBeVisible();
  // Agreed: the Settings tab shows the draft (1500), the typing dropped.
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  expect(asked).toHaveLength(3);
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^chatOverlayDelayMs \(/ })).toHaveValue('1500');
  expect(onDisk(path)).toBe(before);
});

test('a write from another site is refused, whatever it sends', async ({ page, baseURL }) => {
  const path = 'flows/switches/card.json';
  const before = onDisk(path);
  const file = await (await page.request.get(`/__studio/api/file?path=${path}`)).json();
  const body = { path, draft: { ...file.data, switches: {} }, baseHash: file.hash };
  // Straight to the API with a foreign Origin, or a rebinding host name: 403.
  const foreign = await page.request.post('/__studio/api/save', { data: body, headers: { origin: 'https://evil.example', 'x-storeflow-studio': '1' } });
  expect(foreign.status()).toBe(403);
  const rebound = await page.request.get(`/__studio/api/file?path=${path}`, { headers: { host: `evil.example:${new URL(baseURL as string).port}` } });
  expect(rebound.status()).toBe(403);
  // From a page on another site, as a browser sends it: a form post and a fetch.
  await page.route('https://evil.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><title>evil</title><form method="post" action="${baseURL}/__studio/api/save" enctype="text/plain"><input name='{"path":"${path}","x":"' value='"}'></form>`,
    }),
  );
  await page.goto('https://evil.example/');
  const fetched = await page.evaluate(
    async ([url, data]) => {
      try {
        await fetch(url, { method: 'POST', mode: 'no-cors', headers: { 'content-type': 'text/plain' }, body: data });
        return 'sent';
      } catch {
        return 'blocked';
      }
    },
    [`${baseURL}/__studio/api/save`, JSON.stringify(body)] as const,
  );
  expect(['sent', 'blocked']).toContain(fetched);
  await Promise.all([page.waitForNavigation().catch(() => undefined), page.locator('form').evaluate((form: HTMLFormElement) => form.submit())]);
  expect(onDisk(path)).toBe(before);
});

test('the navigator works by keyboard alone', async ({ page }) => {
  await openStudio(page);
  await page.getByRole('searchbox').focus();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('treeitem', { name: /Journeys and pages/ })).toBeFocused();
  // Down to the decision tables, open the group, go into it and open its first table.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('treeitem', { name: /Decision tables/ })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('treeitem', { name: /Decision tables/ })).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('treeitem', { name: 'analyticsDataLayer' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#editor-title')).toContainText('analyticsDataLayer');
  await expect(page.getByRole('region', { name: 'Where analyticsDataLayer is used' })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('treeitem', { name: /Decision tables/ })).toBeFocused();
});

test('a text key opened from the navigator by keyboard, at 375 px: its words take the focus, and the texts fit the window', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openStudio(page);
  // A text with placeholders: its sample values' fieldset pushed every card past the window.
  await page.getByRole('searchbox', { name: 'Search by id, text or fact' }).fill('sales.cart.tradeInLine');
  // The pages that show it, then its English and Spanish texts.
  await expect(page.getByText('6 items match')).toBeVisible();
  await page.keyboard.press('Tab');
  // The English key comes before its Spanish twin's (the navigator lists the English texts files first): from the
  // last item (the Spanish key) up to it, by the arrow keys.
  await page.keyboard.press('End');
  const english = page.getByRole('treeitem', { name: 'sales.cart.tradeInLine' }).first();
  for (let step = 0; step < 6 && !(await english.evaluate((item) => item === document.activeElement)); step += 1) await page.keyboard.press('ArrowUp');
  await expect(english).toBeFocused();
  await page.keyboard.press('Enter');
  const words = page.getByRole('textbox', { name: 'Text of sales.cart.tradeInLine', exact: true });
  await expect(words).toBeFocused();
  await expect(words).toBeInViewport();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);
});

test('undo and redo pressed by keyboard until nothing is left keep the focus on the toolbar', async ({ page }) => {
  await openStudio(page);
  await openBySearch(page, 'chatOverlayDelayMs', 'chatOverlayDelayMs');
  const field = page.getByRole('textbox', { name: 'chatOverlayDelayMs (a number of milliseconds)' });
  await field.fill('1500');
  await field.press('Enter');
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  const undo = page.getByRole('button', { name: 'Undo' });
  await undo.focus();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('0');
  // Nothing left to undo: the button says so (Playwright reads aria-disabled) and the keyboard stays on it, not on the page.
  await expect(undo).toBeDisabled();
  await expect(undo).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('1500');
  await expect(page.getByRole('button', { name: 'Redo' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('two pages of one journey opened one after the other: the second is shown', async ({ page }) => {
  await openStudio(page);
  // Inline pages of flows/journeys/card.json: items of the same file, so the same editor stays open (no draft to keep here).
  const shown = page.getByRole('combobox', { name: 'Page', exact: true });
  const openPage = (name: string): Promise<void> => openJourneyPage(page, name);
  await openPage('splash');
  await expect(shown).toHaveValue('card.splash');
  await openPage('vvcinterstitial');
  await expect(shown).toHaveValue('card.vvcinterstitial');
  await openPage('splash');
  await expect(shown).toHaveValue('card.splash');
  // The journey itself (its start page), another page chosen in the view's own Page list, then the tree's item of
  // the start page: the tree's page shows, though the editor had shown that page last.
  await page.getByRole('searchbox', { name: 'Search by id, text or fact' }).fill('card');
  // The journeys group comes first in the tree; lists and texts have a "card" too.
  await page.getByRole('treeitem', { name: 'card', exact: true, level: 2 }).first().click();
  await expect(shown).toHaveValue('card.creditcardmlp');
  await shown.selectOption('card.splash');
  await openPage('creditcardmlp');
  await expect(shown).toHaveValue('card.creditcardmlp');
});

test("a journey's page: a problem of the whole file keeps the page shown, and after a save another page keeps the undo history", async ({ page }) => {
  const path = 'flows/journeys/card.json';
  const before = onDisk(path);
  const data = JSON.parse(before);
  await openStudio(page);
  const shown = page.getByRole('combobox', { name: 'Page', exact: true });
  const openPage = (name: string): Promise<void> => openJourneyPage(page, name);
  const typeFile = async (next: unknown): Promise<void> => {
    await showJson(page);
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(formatFlowJson(next));
  };
  await openPage('vvcinterstitial');
  await expect(shown).toHaveValue('card.vvcinterstitial');
  // A key the journey schema does not know: a problem of the whole file (pointer "").
  await typeFile({ ...data, notes: 'typed by hand' });
  const problems = page.getByRole('region', { name: 'Problems' });
  await expect(problems.getByRole('button', { name: '(whole file)' }).first()).toBeVisible();
  await page.getByRole('tab', { name: 'Page' }).click();
  await expect(shown).toHaveValue('card.vvcinterstitial');
  await problems.getByRole('button', { name: '(whole file)' }).first().click();
  await expect(shown).toHaveValue('card.vvcinterstitial');

  // Undone; then a change that passes, saved; then another page of the journey: the same editor, Undo still there.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await typeFile({ ...data, description: `${data.description} Edited in the studio.` });
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${path}` })).toBeVisible();
  await openPage('splash');
  await expect(page.getByRole('button', { name: 'Undo' })).toBeEnabled();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  // Saved back: the copy is as it was for the tests after this one.
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status').filter({ hasText: `Saved ${path}` })).toBeVisible();
  expect(onDisk(path)).toBe(before);
  await expectCopyGreen(page);
});

test("a node's condition on a journey's page: said in words, changed in the builder, its problem at the field, undone", async ({ page }) => {
  const path = 'flows/journeys/card.json';
  const before = onDisk(path);
  await openStudio(page);
  await openJourneyPage(page, 'creditcardmlp');
  // The node's own item (its words are its own child, not those of the items it sits in), then held by its key.
  const words = (rule: string) => `li.studio-tree__node:has(> .studio-tree__when > p:text-is("Shown when decision cardLanding view is ${rule}."))`;
  const key = await page.locator(`${words('loading')} > button`).getAttribute('data-node-key');
  const node = page.locator(`li.studio-tree__node:has(> button[data-node-key="${key}"])`);
  await node.locator('> button').click();
  const clause = node.locator('> .studio-tree__when');
  await clause.getByRole('combobox', { name: 'Clause 1: value' }).selectOption({ label: 'landing' });
  await expect(clause.locator('> p')).toHaveText('Shown when decision cardLanding view is landing.');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();
  // A name that is no fact is refused at the field, with the fact near it, and not written (ClauseFact.tsx).
  const fact = clause.getByRole('combobox', { name: 'Clause 1: fact' });
  await fact.fill('decisions.cardLanding.vew');
  await expect(clause.locator('.field-problem')).toContainText('“decisions.cardLanding.vew” is no fact. Did you mean decisions.cardLanding.view?');
  await expect(clause.locator('> p')).toHaveText('Shown when decision cardLanding view is landing.');
  await fact.fill('decisions.cardLanding.view');
  await expect(clause.locator('.field-problem')).toHaveCount(0);
  // The change undone: the file as it was, nothing to save, and the words say the rule on disk again.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText('Saved', { exact: true })).toBeVisible();
  await expect(clause.locator('> p')).toHaveText('Shown when decision cardLanding view is loading.');
  expect(onDisk(path)).toBe(before);
});

test('axe finds nothing in the studio, and the console says nothing wrong', async ({ page, request }) => {
  // The Changes panel's lists need a change to show, whatever ran before (this test alone, or after a retry): one text
  // changed on disk for the test, put back after it.
  const changed = 'flows/texts/plumbing.json';
  const before = onDisk(changed);
  await restoreOnDisk(request, { [changed]: before.replace('"plumbing.cancelledCase": "', '"plumbing.cancelledCase": "Checked by axe. ') });
  try {
    await axeOverTheStudio(page);
  } finally {
    await restoreOnDisk(request, { [changed]: before });
  }
});

async function axeOverTheStudio(page: Page): Promise<void> {
  // The browser's own errors too: a missing icon was a 404 in the console on every load.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await openStudio(page);
  // The home page, once its check of the flows on disk has answered.
  await expect(page.getByText(/^All \d+ flow files pass flows:check\.$/)).toBeVisible();
  await expectNoAxeViolations(page);
  await openBySearch(page, 'nativeTabBar', 'nativeTabBar');
  await expect(page.getByRole('region', { name: 'Where nativeTabBar is used' })).toContainText('Pages');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Changes' }).click();
  await expect(page.getByRole('heading', { name: 'Changes since the last commit' })).toBeVisible();
  await expectNoAxeViolations(page);
  // At 375 px the lists of changes once scrolled in a 192 px box no key could reach (axe
  // scrollable-region-focusable): now they grow with the page and wrap, so nothing in them is hidden.
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByRole('listitem').filter({ hasText: 'flows/texts/plumbing.json' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const list of await page.locator('.changed-files, .diff-lines').all())
    expect(await list.evaluate((box) => [box.scrollWidth - box.clientWidth, box.scrollHeight - box.clientHeight])).toEqual([0, 0]);
  expect(errors).toEqual([]);
}
