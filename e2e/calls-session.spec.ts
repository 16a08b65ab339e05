/**
 * The spec 7 calls of issue 10 item 6 in Chromium, each by what the shopper
 * sees: the captcha on a retried order and Start a new order (clearCache, then
 * /smartphones), the guest session continue, the restricted offer, pdm's
 * proactive chat, the logout POST before the logout page, and the spec 7
 * headers on the wire (X-Referrer: browsers refuse a script's Referer).
 */
import type { Page, Request } from '@playwright/test';
import { test, expect, expectNoAxeViolations, signIn } from './support/fixtures';
import { completeCheckoutSteps } from './support/sales';

const generic = 'Looks like something went wrong. Please try again later.';

/** Every request to a path, recorded from the start of the test (MSW answers them in the service worker; the page still sends them). */
function record(page: Page, path: string): Request[] {
  const seen: Request[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === path) seen.push(request);
  });
  return seen;
}

test('a 503 on placing the order brings the captcha; confirmed, the retry places the order; Start a new order clears the session to /smartphones', async ({
  page,
}) => {
  test.slow(); // a whole purchase
  await signIn(page);
  const orders = record(page, '/orderprocessservice/checkoutapi/submitOrder');
  const clears = record(page, '/fraudservice/session/nse/clearCache');
  await page.goto('/sales/digital/shop.html?scenario=captcha-retry');
  // The mock services keep the scenario once they have started, which the page's heading shows.
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next phone' })).toBeVisible();
  await page.goto('/sales/digital/pdp.html?deviceId=nova-16');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
  await page.goto('/sales/digital/expresscheckout.html');
  await completeCheckoutSteps(page, { dpp: true });
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();

  const captcha = page.getByRole('dialog', { name: 'Confirm you are a person' });
  await expect(captcha).toBeVisible();
  await expect(page.getByRole('checkbox', { name: "I'm not a robot" })).toBeFocused();
  await expectNoAxeViolations(page);
  await captcha.getByRole('button', { name: 'Confirm and try again' }).click();
  await expect(captcha.getByRole('alert')).toHaveText("Tick I'm not a robot first.");
  await page.getByRole('checkbox', { name: "I'm not a robot" }).check();
  await captcha.getByRole('button', { name: 'Confirm and try again' }).click();

  await expect(page).toHaveURL(/orderconfirmation\.html$/);
  await expect(page.getByTestId('ORDER_NUMBER')).toBeVisible();
  expect(orders).toHaveLength(2);
  expect(orders[0]?.postDataJSON()).not.toHaveProperty('cartInfo');
  expect((orders[1]?.postDataJSON() as { cartInfo: { gRecaptchaResponse: string } }).cartInfo.gRecaptchaResponse).toMatch(/^standin-/);

  await expectNoAxeViolations(page);
  const cartIdOf = async () => (await page.context().cookies()).find((cookie) => cookie.name === 'cartId')?.value ?? '';
  const oldCart = await cartIdOf();
  expect(oldCart).not.toBe('');
  await page.getByRole('button', { name: 'Start a new order' }).click();
  await expect(page).toHaveURL(/\/smartphones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
  expect(clears).toHaveLength(1);
  // The old cart went with the cleared session: /smartphones starts a new one.
  expect(await cartIdOf()).not.toBe(oldCart);
});

test('Start a new order that the session service refuses: the generic text, the shopper stays', async ({ page }) => {
  await page.goto('/sales/digital/orderconfirmation.html?scenario=start-over-fails');
  await page.getByRole('button', { name: 'Start a new order' }).click();
  await expect(page.getByText(generic).first()).toBeVisible();
  await expect(page).toHaveURL(/orderconfirmation\.html/);
  await expectNoAxeViolations(page);
});

test('checking out as a guest continues the guest session first; a failure keeps the guest on the page', async ({ page }) => {
  const continues = record(page, '/onedp/api/mva/session/continue');
  // A phone in the cart, so the express checkout does not send an empty cart back to /smartphones.
  await page.goto('/sales/digital/pdp.html?deviceId=moto-g-5g');
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
  await page.goto('/sales/digital/guestcheckout.html?scenario=guest-continue-fails');
  await page.getByLabel(/^Email/).fill('guest@example.com');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByText(generic).first()).toBeVisible();
  await expect(page).toHaveURL(/guestcheckout\.html/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'role')).toBeUndefined();
  await expectNoAxeViolations(page);

  await page.goto('/sales/digital/guestcheckout.html?scenario=');
  await page.getByLabel(/^Email/).fill('guest@example.com');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/expresscheckout\.html$/);
  expect((await page.context().cookies()).find((cookie) => cookie.name === 'role')?.value).toBe('guest');
  expect(continues).toHaveLength(2);
  expect(continues[1]?.postDataJSON()).toEqual({ guest: true, email: 'guest@example.com' });
});

test('a signed-in shopper accepts the restricted offer on the deals page (saveAcceptedMyofferData)', async ({ page }) => {
  const saves = record(page, '/devicepricingservice/saveAcceptedMyofferData');
  await page.goto('/sales/digital/leadoffers.html');
  await expect(page.getByRole('heading', { name: 'Deals' }).first()).toBeVisible();
  await expect(page.getByTestId('RESTRICTED_OFFER')).toHaveCount(0);

  await signIn(page);
  await page.goto('/sales/digital/leadoffers.html?scenario=offer-save-fails');
  await page.getByRole('button', { name: 'Accept this offer' }).click();
  await expect(page.getByTestId('RESTRICTED_OFFER').getByText(generic)).toBeVisible();

  await page.goto('/sales/digital/leadoffers.html?scenario=');
  await page.getByRole('button', { name: 'Accept this offer' }).click();
  await expect(page.getByText('Offer accepted. The credit applies at checkout.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Accept this offer' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(saves.at(-1)?.postDataJSON()).toMatchObject({
    restrictedOffer: { offerId: 'MYOFFER-LOYALTY-200', offerType: 'restricted', accepted: true },
    pageName: 'leadoffers',
  });
});

test('pdm on the cart: its proactive chat message shows in the proactive banner, with DESTINATION_CLIENT_ID', async ({ page }) => {
  const pdm = record(page, '/personalizationrecommendationsservice/pdm');
  await page.goto('/sales/digital/expresscart.html?scenario=proactive-chat');
  await expect(page.getByText('Questions before you check out? Chat with a sales specialist.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(pdm).toHaveLength(1);
  expect(await pdm[0]?.headerValue('DESTINATION_CLIENT_ID')).toBeTruthy();
  // No proactive chat on a page that does not ask for it.
  await page.goto('/sales/digital/shop.html');
  await expect(page.getByText('Questions before you check out?')).toHaveCount(0);
});

test('the spec 7 headers on the wire, the referrer as X-Referrer', async ({ page }) => {
  await page.context().addCookies([
    { name: 'uuid', value: 'V-77', domain: '127.0.0.1', path: '/' },
    { name: 'cartId', value: 'C-77', domain: '127.0.0.1', path: '/' },
  ]);
  const carts = record(page, '/cartservice/cart/nse/getCart');
  await page.goto('/sales/digital/expresscart.html?srcCode=EMAIL_SPRING', { referer: 'http://127.0.0.1/from-a-campaign' });
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => carts.length).toBeGreaterThan(0);
  const headers = await carts.at(-1)!.allHeaders();
  expect(headers).toMatchObject({
    channelid: 'VZW-DOTCOM',
    cartid: 'C-77',
    pagename: 'expresscart',
    flowname: 'shop',
    visitorid: 'V-77',
    entrypoint: 'EMAIL_SPRING',
    'x-referrer': 'http://127.0.0.1/from-a-campaign',
    loginstatus: 'unauthenticated',
  });
  expect(headers.e2erequestid).toBeTruthy();
  expect(headers).not.toHaveProperty('x-service-prepaid');
});

test('the session ends at 30:00: the logout POST, then the logout page', async ({ page }) => {
  const logouts = record(page, '/fraudservice/session/logout');
  await page.clock.install();
  await signIn(page);
  await page.goto('/sales/digital/openbankmlp.html');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  await page.clock.fastForward('29:55');
  await page.clock.runFor(6000);
  // The GET of the session-logout address lands on the storefront's signed-out page.
  await page.waitForURL('**/sales/digital/signedout.html');
  await expect(page.getByRole('heading', { name: 'You have been signed out' })).toBeVisible();
  expect(logouts.map((request) => request.method())).toEqual(['POST', 'GET']);
});
