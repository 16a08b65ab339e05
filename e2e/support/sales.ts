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

/** Number, protection, delivery and payment from the express checkout, back to it after each. */
export async function completeCheckoutSteps(page: Page, options: { axe?: boolean; devices?: boolean } = {}): Promise<void> {
  const check = async () => {
    if (options.axe) await expectNoAxeViolations(page);
  };
  if (options.devices !== false) {
    await page.getByRole('button', { name: 'Start Phone number' }).click();
    await expect(page).toHaveURL(/mdnselection\.html$/);
    await expect(page.getByRole('navigation', { name: 'Store' })).toHaveCount(0);
    await page.getByLabel('Area code').fill('212');
    await check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/expresscheckout\.html$/);

    await page.getByRole('button', { name: 'Start Device protection' }).click();
    await expect(page).toHaveURL(/protection\.html$/);
    await page.getByLabel('Device Protect').check();
    await check();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(page).toHaveURL(/expresscheckout\.html$/);
  }
  await page.getByRole('button', { name: 'Start Shipping' }).click();
  await expect(page).toHaveURL(/delivery\.html$/);
  await fillDelivery(page);
  await check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/expresscheckout\.html$/);

  await page.getByRole('button', { name: 'Start Payment' }).click();
  await expect(page).toHaveURL(/payment\.html$/);
  await fillPayment(page);
  await check();
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/expresscheckout\.html$/);
}
