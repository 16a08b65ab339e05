/**
 * Debug button and panel (spec 2.9): desktop, signed-in, non-production only.
 * Shows the page, decisions and why, the last service answers, and edits the mock overrides.
 */
import { test, expect, expectNoAxeViolations, setMockOverrides, signIn } from './support/fixtures';

test('a signed-in desktop user sees the debug panel with page, decisions, answers and overrides', async ({ page }) => {
  await signIn(page);
  await page.goto('/sales/digital/openbankmlp.html?scenario=savings-ineligible-code');
  await expect(page.getByTestId('OpenBank_InEligible')).toBeVisible();
  await page.getByRole('button', { name: 'Debug' }).click();
  const panel = page.getByRole('complementary', { name: 'Debug' });
  await expect(panel).toContainText('savings.openbankmlp (route openbankmlp)');
  await expect(panel.getByRole('list', { name: 'Decisions' }).getByRole('listitem').filter({ hasText: 'savingsLanding' })).toContainText('row ineligibleCode');
  await expect(panel).toContainText('getOpenBankEligibility ok (200)');
  await expectNoAxeViolations(page);

  const editor = panel.getByLabel('JSON keyed "METHOD /path"');
  await editor.fill(JSON.stringify({ 'POST /accountlandingservice/isaac/getOpenBankEligibility': { body: { errorCode: '15412' } } }));
  await panel.getByRole('button', { name: 'Save overrides' }).click();
  await expect(panel.getByRole('status')).toContainText('Saved');
  await page.reload();
  await expect(page.getByTestId('OpenBank_InEligible')).toContainText('Please use or create a login');

  await page.getByRole('button', { name: 'Debug' }).click();
  await page.getByLabel('JSON keyed "METHOD /path"').fill('{ not json');
  await page.getByRole('button', { name: 'Save overrides' }).click();
  await expect(page.getByRole('complementary', { name: 'Debug' }).getByRole('status')).toContainText('invalid JSON');
});

test('the debug panel explains why the page shows what it shows, as flows:why does (issue 11 item 3)', async ({ page }) => {
  await signIn(page);
  await setMockOverrides(page, { 'POST /accountlandingservice/isaac/getOpenBankEligibility': { body: { errorCode: '15412' } } });
  await page.goto('/sales/digital/openbankmlp.html');
  await expect(page.getByTestId('OpenBank_InEligible')).toBeVisible();
  await page.getByRole('button', { name: 'Debug' }).click();
  const why = page.getByRole('complementary', { name: 'Debug' }).getByRole('listitem', { name: 'Why savingsLanding' });
  await expect(why).toContainText('savingsLanding: row signInWithMobileNumber wins (row 2 of');
  await expect(why).toContainText('ineligibleCode: does not hold');
  await expect(why).toContainText('answers.getOpenBankEligibility.errorCode = "15412"');
  await expect(why).toContainText('lists.savingsIneligibleCodes = ["15400","15401","15403","15422","15500","15404"]');
  await expectNoAxeViolations(page);
});

test('a signed-out shopper does not get the debug button', async ({ page }) => {
  await page.goto('/sales/digital/openbankmlp.html');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Debug' })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 7) Mobile Chrome/156.0' });
  test('a signed-in mobile shopper does not get the debug button', async ({ page }) => {
    await signIn(page);
    await page.goto('/sales/digital/openbankmlp.html');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Debug' })).toHaveCount(0);
  });
});

test('at tablet widths the fixed Debug button never covers the last line of the page', async ({ page }) => {
  await signIn(page);
  for (const width of [768, 1024]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/sales/digital/shop.html');
    const button = page.getByRole('button', { name: 'Debug' });
    await expect(button).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const buttonTop = (await button.boundingBox())?.y ?? 0;
    const lastLine = await page.getByText(/^© \d{4}/).boundingBox();
    // Scrolled to the end, the footer's last line ends above the button (it ended 28 px below the button's top).
    expect((lastLine?.y ?? Infinity) + (lastLine?.height ?? 0)).toBeLessThan(buttonTop);
  }
});
