/** Helpers for the sales specs (issue 5): checkout spokes filled the way a shopper would. */
import { expect, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';

export async function fillDelivery(page: Page): Promise<void> {
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByLabel('Email', { exact: false }).first().fill('ada@example.com');
  await page.getByLabel('Confirm email').fill('ada@example.com');
  await page.getByLabel('Contact phone').fill('212 555 0100');
  await page.getByLabel('Street address').fill('1 Main Street');
  await page.getByLabel('City').fill('New York');
  await page.getByLabel('State').selectOption('NY');
  await page.getByLabel('ZIP code').fill('10001');
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

/** Opens a spoke from the express checkout hub (its Start button) and checks that the web navigation is hidden there (spec 2.9). */
export async function openSpoke(page: Page, step: string, url: RegExp): Promise<void> {
  await page.getByRole('button', { name: `Start ${step}` }).click();
  await expect(page).toHaveURL(url);
  await expect(page.getByRole('navigation', { name: 'Store' })).toHaveCount(0);
}

export async function saveSpoke(page: Page, label = 'Save and continue'): Promise<void> {
  await page.getByRole('button', { name: label }).click();
  await expect(page).toHaveURL(/expresscheckout\.html$/);
}

/** Phone number: new number in an area code, the first number offered. */
export async function pickNewNumber(page: Page, areaCode = '212'): Promise<void> {
  await page.getByLabel(/^Area code/).fill(areaCode);
  await page.getByRole('button', { name: 'Find numbers' }).click();
  await page.getByRole('form', { name: 'Available numbers' }).getByRole('radio').first().check();
}

/**
 * Every express-checkout spoke the cart asks for, from the hub and back to it
 * after each: number (new), emergency address, activation, protection, the
 * device payment agreement (when a phone is on monthly payments), shipping,
 * payment and the customer agreements.
 */
export async function completeCheckoutSteps(page: Page, options: { axe?: boolean; devices?: boolean; dpp?: boolean } = {}): Promise<void> {
  const check = async () => {
    if (options.axe) await expectNoAxeViolations(page);
  };
  if (options.devices !== false) {
    await openSpoke(page, 'Phone number', /mdnselection\.html$/);
    await page.getByLabel('Get a new number').check();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/newnumber\.html$/);
    await pickNewNumber(page);
    await check();
    await saveSpoke(page);

    await openSpoke(page, 'Emergency address', /e911\.html$/);
    await fillE911(page);
    await check();
    await saveSpoke(page);

    await openSpoke(page, 'Activation', /activationmethod\.html$/);
    await page.getByLabel('Activate it myself when it arrives').check();
    await check();
    await saveSpoke(page);

    await openSpoke(page, 'Device protection', /protection\.html$/);
    await page.getByLabel('Device Protect').check();
    await check();
    await saveSpoke(page);

    if (options.dpp) {
      await openSpoke(page, 'Device payment agreement', /dppagreement\.html$/);
      await page.getByLabel(/I have read and agree to the Device Payment Agreement/).check();
      await page.getByLabel(/^Full name/).fill('Ada Lovelace');
      await check();
      await saveSpoke(page, 'Sign and continue');
    }
  }
  await openSpoke(page, 'Shipping', /delivery\.html$/);
  await fillDelivery(page);
  await check();
  await saveSpoke(page);

  await openSpoke(page, 'Payment', /payment\.html$/);
  await fillPayment(page);
  await check();
  await saveSpoke(page);

  await acceptAgreements(page, check);
}

export async function acceptAgreements(page: Page, check: () => Promise<void> = async () => undefined): Promise<void> {
  await openSpoke(page, 'Agreements', /customeragreements\.html$/);
  await page.getByLabel(/^I agree to the Customer Agreement/).check();
  await page.getByLabel(/^I have read the Privacy Policy/).check();
  await page.getByLabel(/^I agree to receive agreements and notices electronically/).check();
  await check();
  await saveSpoke(page, 'Accept and continue');
}
