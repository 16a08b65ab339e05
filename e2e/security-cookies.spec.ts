/**
 * Issue 12 item 2: cookie tampering. The cookies `loggedIn` and `role`
 * (contracts 5) are set by hand here while the (mock) server says the shopper
 * is not signed in, with a 401 or with the answer a prospect gets. The client
 * follows the server every time: a 401 signs the shopper out, a prospect
 * answer shows the prospect's view, and no application or order call goes out.
 * The cookies choose a page variant and an API path family, nothing more
 * (README, "What the client trusts").
 */
import { test, expect, setAppCookies, setMockOverrides } from './support/fixtures';
import { countRequests, offers, offersKey, landingPath } from './support/card';
import type { Page } from '@playwright/test';

const eligibilityKey = 'POST /accountlandingservice/isaac/getOpenBankEligibility';
const savingsLanding = '/sales/digital/openbankmlp.html';
const signInText =
  'Please use or create a login to your provider account associated with your mobile number to apply for a provider + partner bank savings account.';

/** The server's 401 (spec 4.3): signed out through the session-logout address (which lands on the signed-out page), the hand-set cookie gone. */
async function expectSignedOutByServer(page: Page): Promise<void> {
  await page.waitForURL('**/sales/digital/signedout.html');
  await expect(page.getByRole('heading', { name: 'You have been signed out' })).toBeVisible();
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'loggedIn')).toBeUndefined();
}

test('loggedIn=true set by hand on the card landing: the offer call answers 401, the shopper is signed out, no application starts', async ({ page }) => {
  const applications = countRequests(page, '/isaac/createapplication');
  await setAppCookies(page, { loggedIn: 'true' });
  await setMockOverrides(page, { [offersKey]: { status: 401 } });
  await page.goto(landingPath);
  await expectSignedOutByServer(page);
  expect(applications.count()).toBe(0);
});

test('loggedIn=true with role=prepay set by hand: the prepay cart answers 401 and the shopper is signed out', async ({ page }) => {
  const prepayCart = countRequests(page, '/prepayservice/cart/getCart');
  await setAppCookies(page, { loggedIn: 'true', role: 'prepay' });
  await setMockOverrides(page, { 'POST /prepayservice/cart/getCart': { status: 401 } });
  await page.goto('/sales/digital/expresscart.html');
  await expectSignedOutByServer(page);
  // The cookie chose the prepay API (spec 6); the prepay server, not the cookie, decided.
  expect(prepayCart.count()).toBeGreaterThan(0);
});

test('loggedIn=true set by hand on the savings landing: a prospect answer shows the sign-in message, no Continue, no application', async ({ page }) => {
  const applications = countRequests(page, '/isaac/openBankApplication');
  await setAppCookies(page, { loggedIn: 'true' });
  await setMockOverrides(page, { [eligibilityKey]: { body: { errorCode: '15412' } } });
  await page.goto(savingsLanding);
  await expect(page.getByTestId('OpenBank_InEligible').getByRole('alert')).toHaveText(signInText);
  await expect(page.getByRole('link', { name: 'Continue' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  expect(applications.count()).toBe(0);
});

test('loggedIn=true set by hand on the card landing: an offer answer without a proposition shows thanks for your interest, no Continue', async ({ page }) => {
  await setAppCookies(page, { loggedIn: 'true' });
  await setMockOverrides(page, { [offersKey]: offers({}, { isDirectApply: false }) });
  await page.goto(landingPath);
  await expect(page.getByTestId('VzCard_notEligible').getByRole('heading', { name: 'Thanks for your interest' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});

test('role=guest beside loggedIn=true is read as signed out (spec 6): the cart goes to the prospect API, never the signed-in one', async ({ page }) => {
  const prospectCart = countRequests(page, '/cartservice/cart/nse/getCart');
  const signedInCart = countRequests(page, '/cartservice/cart/getCart');
  await setAppCookies(page, { loggedIn: 'true', role: 'guest' });
  await page.goto('/sales/digital/expresscart.html');
  await expect.poll(() => prospectCart.count()).toBeGreaterThan(0);
  expect(signedInCart.count()).toBe(0);
});
