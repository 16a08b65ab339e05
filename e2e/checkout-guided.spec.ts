/**
 * A checkout that respects the shopper (issue 9 item 2), on a desktop and at
 * 375 px (@phone), with axe: "Step n of N" and a back link on every spoke, a
 * save leads on to the next step still to do, the hub shows each step's state
 * and has one primary action, a completed step opens with what was entered,
 * shipping reuses the E911 address, and the email is asked once.
 * Screenshots of the hub and a spoke go to shots/checkout/ for people to look at.
 */
import { test, expect, expectNoAxeViolations, signIn } from './support/fixtures';
import { completeCheckoutSteps, expectSpoke, openSpoke, saveSpoke } from './support/sales';
import type { Page, TestInfo } from '@playwright/test';

async function phoneOnPayments(page: Page): Promise<void> {
  await page.goto('/sales/digital/pdp.html?deviceId=nova-16');
  await page.getByRole('button', { name: 'Add to cart' }).click(); // monthly device payment is the default
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
  await page.goto('/sales/digital/expresscheckout.html');
}

/** The hub's primary buttons: only one call to action at a time (the design system's primary style). */
const primaryActions = (page: Page) => page.locator('main .sf-button--primary');

async function shot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page.screenshot({ path: `shots/checkout/${testInfo.project.name}-${name}.png`, fullPage: true });
}

test.describe('guided checkout @phone', () => {
  test('steps in order with Step n of N and a back link; the hub shows state and one primary action', async ({ page }, testInfo) => {
    test.slow();
    await signIn(page);
    await phoneOnPayments(page);
    const steps = page.getByRole('list', { name: 'Checkout steps' });
    await expect(steps.getByRole('listitem')).toHaveCount(8);
    await expect(steps.getByText('To do')).toHaveCount(8);
    await expect(primaryActions(page)).toHaveCount(1);
    // Issue 23 item 5: the button shows "Start"; the step it starts is in its accessible name.
    await expect(primaryActions(page)).toHaveAccessibleName('Start Phone number');
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'hub-start');

    await openSpoke(page, 'Phone number', /mdnselection\.html$/);
    await expect(page.getByText('Step 1 of 8: Phone number')).toBeVisible();
    await expectNoAxeViolations(page);
    // Back to checkout returns to the hub without saving anything.
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(/expresscheckout\.html$/);

    await completeCheckoutSteps(page, { dpp: true, axe: true });
    // Every step done: the hub says so, and Review order is the one primary action.
    await expect(steps.getByText('Done', { exact: true })).toHaveCount(8);
    await expect(steps.getByText('To do')).toHaveCount(0);
    await expect(primaryActions(page)).toHaveCount(1);
    await expect(primaryActions(page)).toHaveText('Review order');
    // Shipping went to the E911 address without typing it again.
    await expect(steps.getByText('Free 2-day shipping, 1 Main Street, New York')).toBeVisible();
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'hub-done');
  });

  test('a completed step opens with what was entered', async ({ page }, testInfo) => {
    test.slow();
    await signIn(page);
    await phoneOnPayments(page);
    await completeCheckoutSteps(page, { dpp: true });

    await openSpoke(page, 'Shipping', /delivery\.html$/, 'Edit');
    await expect(page.getByText('Step 6 of 8: Shipping')).toBeVisible();
    await expect(page.getByLabel(/^First name/)).toHaveValue('Ada');
    await expect(page.getByLabel(/^Last name/)).toHaveValue('Lovelace');
    await expect(page.getByLabel(/^Email/)).toHaveValue('ada@example.com');
    await expect(page.getByLabel(/^Contact phone/)).toHaveValue('212 555 0100');
    await expect(page.getByLabel(/^Same as the E911 address: 1 Main Street, New York NY 10001/)).toBeChecked();
    await expect(page.getByLabel(/^Street address/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await shot(page, testInfo, 'spoke-shipping');
    // Another address: untick, and the fields open with the saved address to change.
    await page.getByLabel(/^Same as the E911 address/).uncheck();
    await expect(page.getByLabel(/^Street address/)).toHaveValue('1 Main Street');
    await page.getByLabel(/^Street address/).fill('9 Bay Street');
    await expectNoAxeViolations(page);
    await saveSpoke(page); // nothing left to do: back to the hub
    await expect(page.getByText('Free 2-day shipping, 9 Bay Street, New York')).toBeVisible();

    await openSpoke(page, 'Shipping', /delivery\.html$/, 'Edit');
    // The saved address differs from the E911 one now, so the box opens unticked with it.
    await expect(page.getByLabel(/^Same as the E911 address/)).not.toBeChecked();
    await expect(page.getByLabel(/^Street address/)).toHaveValue('9 Bay Street');
    await page.getByRole('link', { name: 'Back to checkout' }).click();

    await openSpoke(page, 'Emergency address', /e911\.html$/, 'Edit');
    await expect(page.getByLabel(/^Street address/)).toHaveValue('1 Main Street');
    await expect(page.getByLabel(/^ZIP code/)).toHaveValue('10001');
    await page.getByRole('link', { name: 'Back to checkout' }).click();

    await openSpoke(page, 'Activation', /activationmethod\.html$/, 'Edit');
    await expect(page.getByLabel('Activate it myself when it arrives')).toBeChecked();
    await page.getByRole('link', { name: 'Back to checkout' }).click();

    await openSpoke(page, 'Device protection', /protection\.html$/, 'Edit');
    await expect(page.getByLabel('Device Protect')).toBeChecked();
    await page.getByRole('link', { name: 'Back to checkout' }).click();

    await openSpoke(page, 'Device payment agreement', /dppagreement\.html$/, 'Edit');
    await expect(page.getByLabel(/^Full name/)).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel(/I have read and agree/)).toBeChecked();
    await page.getByRole('link', { name: 'Back to checkout' }).click();

    // The card is never shown again: the page names the card on file, and only the name is filled in.
    await openSpoke(page, 'Payment', /payment\.html$/, 'Edit');
    await expect(page.getByText(/On file: Visa ending in 4242/)).toBeVisible();
    await expect(page.getByLabel(/^Name on card/)).toHaveValue('Ada Lovelace');
    await expect(page.getByLabel(/^Card number/)).toHaveValue('');
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to checkout' }).click();

    await openSpoke(page, 'Agreements', /customeragreements\.html$/, 'Edit');
    await expect(page.getByLabel(/^I agree to the Customer Agreement/)).toBeChecked();
    await expect(page.getByLabel(/^I have read the Privacy Policy/)).toBeChecked();
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await expect(page).toHaveURL(/expresscheckout\.html$/);
  });

  test('a guest gives the email once: shipping names it and the confirmation uses it', async ({ page }) => {
    test.slow();
    await page.goto('/sales/digital/pdp.html?deviceId=moto-g-5g');
    await page.getByLabel(/Full retail price/).check();
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
    await page.goto('/sales/digital/guestcheckout.html');
    await page.getByLabel(/^Email/).fill('guest@example.com');
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await expect(page).toHaveURL(/expresscheckout\.html$/);
    await openSpoke(page, 'Phone number', /mdnselection\.html$/);
    await expect(page.getByText('Step 1 of 7: Phone number')).toBeVisible(); // paid in full: no device payment agreement
    await page.getByRole('link', { name: 'Back to checkout' }).click();
    await page.getByRole('button', { name: 'Start Shipping' }).click();
    await expectSpoke(page, /delivery\.html$/);
    await expect(page.getByText("We'll send order updates to guest@example.com, the email you gave when you started checking out.")).toBeVisible();
    await expect(page.getByLabel(/^Email/)).toHaveCount(0);
    await expect(page.getByLabel(/^Confirm email/)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
