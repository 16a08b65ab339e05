/** Helpers for the sales specs (issue 5): checkout spokes filled the way a shopper would. */
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

/**
 * The shipping step. The email is asked once in the checkout (issue 9): a
 * guest gave it on guest checkout, so `email: false` there. With an emergency
 * address saved, "Same as the E911 address" is ticked and the address fields
 * hide; `address: true` unticks it and types another address.
 */
export async function fillDelivery(page: Page, options: { email?: boolean; address?: boolean } = {}): Promise<void> {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  if (options.email !== false) await page.getByLabel(/^Email/).fill('ada@example.com');
  await page.getByLabel('Contact phone').fill('212 555 0100');
  if (options.address) {
    const same = page.getByLabel(/^Same as the E911 address/);
    if ((await same.count()) > 0) await same.uncheck();
    await page.getByLabel('Street address').fill('1 Main Street');
    await page.getByLabel('City').fill('New York');
    await page.getByLabel('State').selectOption('NY');
    await page.getByLabel('ZIP code').fill('10001');
  } else {
    await expect(page.getByLabel(/^Same as the E911 address/)).toBeChecked();
  }
}

export async function fillPayment(page: Page): Promise<void> {
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date').fill('12/39');
  await page.getByLabel('Security code').fill('123');
}

export async function fillE911(page: Page, address = '1 Main Street'): Promise<void> {
  await page.getByLabel(/^Street address/).fill(address);
  await page.getByLabel(/^City/).fill('New York');
  await page.getByLabel(/^State/).selectOption('NY');
  await page.getByLabel(/^ZIP code/).fill('10001');
}

/**
 * Opens a spoke from the express checkout hub (its Start or Edit button) and
 * checks what every spoke shows (spec 2.9, issue 9): no web navigation, a back
 * link to the checkout and the step it is ("Step n of N").
 */
export async function openSpoke(page: Page, step: string, url: RegExp, verb: 'Start' | 'Edit' = 'Start'): Promise<void> {
  await page.getByRole('button', { name: `${verb} ${step}` }).click();
  await expectSpoke(page, url);
}

/** A spoke, however it was reached: its address, no web navigation, the back link and the step indicator. */
export async function expectSpoke(page: Page, url: RegExp): Promise<void> {
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('navigation', { name: 'Store' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Back to checkout' })).toBeVisible();
  await expect(page.getByText(/^Step \d+ of \d+: /)).toBeVisible();
}

/** Saves a spoke: the checkout goes on to the next step still to do (`next`), or back to the hub when none is left. */
export async function saveSpoke(page: Page, label = 'Save and continue', next: RegExp = /expresscheckout\.html$/): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  if (/expresscheckout/.test(next.source)) await expect(page).toHaveURL(next);
  else await expectSpoke(page, next);
}

/** Phone number: new number in an area code, the first number offered. */
export async function pickNewNumber(page: Page, areaCode = '212'): Promise<void> {
  await page.getByLabel(/^Area code/).fill(areaCode);
  await page.getByRole('button', { name: 'Find numbers' }).click();
  await page.getByRole('form', { name: 'Available numbers' }).getByRole('radio').first().check();
}

/**
 * Every express-checkout spoke the cart asks for, the way the checkout leads
 * a shopper through them (issue 9): the first from the hub, then each save
 * opens the next step still to do, and the last one returns to the hub.
 * Number (new), emergency address, activation, protection, the device payment
 * agreement (when a phone is on monthly payments), shipping (same address as
 * the emergency one when there is one), payment and the customer agreements.
 */
export async function completeCheckoutSteps(page: Page, options: { axe?: boolean; devices?: boolean; dpp?: boolean; email?: boolean } = {}): Promise<void> {
  const check = async () => {
    if (options.axe) await expectNoAxeViolations(page);
  };
  if (options.devices !== false) {
    await openSpoke(page, 'Phone number', /mdnselection\.html$/);
    await expect(page.getByText('Step 1 of', { exact: false })).toBeVisible();
    await page.getByLabel('Get a new number').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expectSpoke(page, /newnumber\.html$/);
    await pickNewNumber(page);
    await check();
    await saveSpoke(page, 'Save and continue', /e911\.html$/);

    await fillE911(page);
    await check();
    await saveSpoke(page, 'Save and continue', /activationmethod\.html$/);

    await page.getByLabel('Activate it myself when it arrives').check();
    await check();
    await saveSpoke(page, 'Save and continue', /protection\.html$/);

    await page.getByLabel('Device Protect').check();
    await check();
    await saveSpoke(page, 'Save and continue', options.dpp ? /dppagreement\.html$/ : /delivery\.html$/);

    if (options.dpp) {
      await page.getByLabel(/I have read and agree to the Device Payment Agreement/).check();
      await page.getByLabel(/^Full name/).fill('Ada Lovelace');
      await check();
      await saveSpoke(page, 'Sign and continue', /delivery\.html$/);
    }
  } else {
    await openSpoke(page, 'Shipping', /delivery\.html$/);
  }
  await fillDelivery(page, { email: options.email, address: options.devices === false });
  await check();
  await saveSpoke(page, 'Save and continue', /payment\.html$/);

  await fillPayment(page);
  await check();
  await saveSpoke(page, 'Save and continue', /customeragreements\.html$/);

  await acceptAgreements(page, check);
}

/** The customer agreements spoke (already open), accepted: every step is then done, so the checkout returns to the hub. */
export async function acceptAgreements(page: Page, check: () => Promise<void> = async () => undefined): Promise<void> {
  await page.getByLabel(/^I agree to the Customer Agreement/).check();
  await page.getByLabel(/^I have read the Privacy Policy/).check();
  await page.getByLabel(/^I agree to receive agreements and notices electronically/).check();
  await check();
  await saveSpoke(page, 'Accept and continue');
}
