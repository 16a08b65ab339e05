/**
 * The express-checkout spokes of spec 2.1 beyond the main purchase (which
 * covers newnumber, e911, activationmethod and customeragreements with axe):
 * the device payment agreement and port-in, mtnFlow=G to a new number, the
 * emergency-address rule, and the deals, bundle and documents pages.
 */
import { test, expect, expectNoAxeViolations, signIn } from './support/fixtures';
import { fillE911, openSpoke, pickNewNumber, saveSpoke } from './support/sales';
import type { Page } from '@playwright/test';

async function phoneOnPayments(page: Page): Promise<void> {
  await page.goto('/sales/digital/pdp.html?deviceId=nova-16');
  await page.getByRole('button', { name: 'Add to cart' }).click(); // monthly device payment is the default
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
  await page.goto('/sales/digital/expresscheckout.html');
}

test('device payment agreement and bringing a number (port-in) @phone', async ({ page }) => {
  await signIn(page);
  await phoneOnPayments(page);
  await openSpoke(page, 'Device payment agreement', /dppagreement\.html$/);
  await expect(page.getByRole('table', { name: 'Phones on device payments' }).getByRole('rowheader')).toContainText('Nova 16');
  await page.getByRole('button', { name: 'Sign and continue' }).click();
  await expect(page.getByText('Agree to the device payment agreement to buy on monthly payments.')).toBeVisible();
  await expect(page.getByLabel(/I have read and agree/)).toBeFocused();
  await expectNoAxeViolations(page);
  await page.getByLabel(/I have read and agree/).check();
  await page.getByLabel(/^Full name/).fill('Ada Lovelace');
  // Signed: the checkout goes on to the first step still to do; the back link returns to the hub (issue 9).
  await saveSpoke(page, 'Sign and continue', /mdnselection\.html$/);
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page).toHaveURL(/expresscheckout\.html$/);
  // The date as the shopper's locale (en-US here) writes it, never ISO (issue 9).
  await expect(page.getByText(/Signed by Ada Lovelace on [A-Z][a-z]{2} \d{1,2}, \d{4}/)).toBeVisible();
  await expect(page.getByText(/\d{4}-\d{2}-\d{2}/)).toHaveCount(0);

  await openSpoke(page, 'Phone number', /mdnselection\.html$/);
  await page.getByLabel('Keep my number').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/portin\.html$/);
  await page.getByLabel(/^Number to bring/).fill('555 0123');
  await page.getByLabel(/^Account number/).fill('#1');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel(/^Number to bring/)).toHaveAccessibleDescription('Enter a 10-digit US phone number.');
  await expect(page.getByText('Enter 4 to 20 letters, digits or dashes.')).toBeVisible();
  await expect(page.getByText('Enter the number transfer PIN.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Number to bring/).fill('(415) 555-0123');
  await page.getByLabel(/^Current carrier/).fill('Other Wireless');
  await page.getByLabel(/^Name on the account/).fill('Ada Lovelace');
  await page.getByLabel(/^Account number/).fill('AB-98761234');
  await page.getByLabel(/^Number transfer PIN/).fill('482913');
  await saveSpoke(page, 'Save and continue', /e911\.html$/);
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page.getByText('Keep your number 415-555-0123')).toBeVisible();
});

test('mtnFlow=G opens the new-number spoke; the emergency address refuses a PO Box', async ({ page }) => {
  await phoneOnPayments(page);
  await page.goto('/sales/digital/mdnselection.html?mtnFlow=G');
  await expect(page).toHaveURL(/newnumber\.html$/);
  await page.getByLabel(/^Area code/).fill('555');
  await page.getByRole('button', { name: 'Find numbers' }).click();
  await expect(page.getByText('We have no new numbers in area code 555. Try a nearby area code.')).toBeVisible();
  await pickNewNumber(page, '212');
  await expectNoAxeViolations(page);
  await saveSpoke(page, 'Save and continue', /e911\.html$/);

  await fillE911(page, 'P.O. Box 12');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByLabel(/^Street address/)).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Emergency services cannot find a PO Box. Enter a street address.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Street address/).fill('350 Fifth Avenue');
  await saveSpoke(page, 'Save and continue', /activationmethod\.html$/);
  await page.getByRole('link', { name: 'Back to checkout' }).click();
  await expect(page.getByText('New number 212-555-0184')).toBeVisible();
  await expect(page.getByText('350 Fifth Avenue, New York NY 10001')).toBeVisible();
});

test('deals, the accessory bundle builder and the documents page', async ({ page }) => {
  await signIn(page); // prospects buy standalone accessories only with a phone in the cart (spec 6)
  await page.goto('/sales/digital/shop.html');
  await page.getByRole('link', { name: 'See all deals' }).click();
  await expect(page).toHaveURL(/leadoffers\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Deals for you' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Build your bundle' }).click();
  await expect(page).toHaveURL(/promobundlebuilder\.html$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Power it' })).toBeVisible();
  await page.getByRole('button', { name: 'Add to cart: 45 W USB-C fast charger' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/sales/digital/customeragreements.html');
  await page.getByRole('link', { name: 'Read the full documents' }).click();
  await expect(page).toHaveURL(/documents\.html$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Emergency 911 disclosure' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('from 768 px a spoke keeps its back link close above the heading, and the heading as far from the intro as on other pages', async ({ page }) => {
  await page.setViewportSize({ width: 768, height: 1024 });
  await signIn(page);
  await phoneOnPayments(page);
  await openSpoke(page, 'Device payment agreement', /dppagreement\.html$/);
  const top = async (locator: ReturnType<Page['locator']>) => (await locator.boundingBox()) ?? { y: NaN, height: NaN };
  const back = await top(page.locator('.sf-progress'));
  const heading = await top(page.getByRole('heading', { level: 1 }));
  const intro = await top(page.locator('h1 + .sf-paragraph'));
  // CheckoutProgress's own 12 px, not the page grid's 48 px gap on top of it (it was 60 px).
  expect(heading.y - (back.y + back.height)).toBeLessThanOrEqual(16);
  // Heading to intro: the page grid's gap from 768 px, as on every page with an intro.
  expect(intro.y - (heading.y + heading.height)).toBe(48);
});
