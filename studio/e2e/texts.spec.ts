/**
 * The texts editor's Spanish words (docs/requirements.md "Languages"): an
 * analyst changes the Spanish of an existing text beside its English, in
 * real Chromium against the suite's temp copy (playwright.studio.config.ts).
 * Words flows:check would refuse are refused at the field in its words; the
 * rest is saved in the Spanish twin with the English file, and the copy
 * passes flows:check and flows:tests --check after. The files it saves are
 * put back after each try (restoreOnDisk), so a retry meets them as the first
 * try did, not with the words that try saved.
 */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../../e2e/support/axe';
import { expectCopyGreen, onDisk, openBySearch, openStudio, restoreOnDisk } from './studioPage';

// The files the test's save writes (the English file with its Spanish twin), as they were before it.
const saved = ['flows/texts/plumbing.json', 'flows/texts/es/plumbing.json'];
let before: Record<string, string> = {};
test.beforeEach(() => {
  before = Object.fromEntries(saved.map((path) => [path, onDisk(path)]));
});
test.afterEach(async ({ request }) => restoreOnDisk(request, before));

test('change the Spanish words of an existing text beside its English, and save them in the Spanish twin', async ({ page }) => {
  await openStudio(page);
  await openBySearch(page, 'plumbing.cancelledCase your request', 'plumbing.cancelledCase');
  const spanish = page.getByRole('textbox', { name: 'Spanish text of plumbing.cancelledCase', exact: true });
  await expect(spanish).toHaveValue('Se canceló tu solicitud. Comunícate con nosotros si necesitas ayuda con tu pedido.');

  // A placeholder the English does not have: refused in flows:check's words, nothing to save.
  await spanish.fill('Se canceló tu solicitud {pedido}.');
  await spanish.blur();
  await expect(page.getByRole('alert')).toHaveText(
    'the "es" text of "plumbing.cancelledCase" has the placeholders {pedido} but the English has no placeholders: the page fills the English ones. Fix: use no placeholders in the translation.',
  );
  // The refused words stay in the field (unsaved typing, the shell says so) but never reach the draft: nothing to save.
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
  expect(onDisk('flows/texts/es/plumbing.json')).toBe(before['flows/texts/es/plumbing.json']);
  await expectNoAxeViolations(page);

  await spanish.fill('Cancelamos esta solicitud. Llámanos y te ayudamos con tu pedido.');
  await spanish.blur();
  await expect(page.getByText('Unsaved changes')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Saved flows/texts/plumbing.json and flows/texts/es/plumbing.json' })).toBeVisible();
  expect(JSON.parse(onDisk('flows/texts/es/plumbing.json')).texts['plumbing.cancelledCase']).toBe(
    'Cancelamos esta solicitud. Llámanos y te ayudamos con tu pedido.',
  );
  // After the save the field shows the words as saved (the context read again).
  await expect(spanish).toHaveValue('Cancelamos esta solicitud. Llámanos y te ayudamos con tu pedido.');
  await expectCopyGreen(page);
});
