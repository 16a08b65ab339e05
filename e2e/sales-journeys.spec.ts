/**
 * Sales journeys beyond the main purchase (issue 5): trade-in, plan change,
 * Favorites, empty-cart back navigation, detailsnotfound, prepaid, guest,
 * keyboard-only checkout. The cart starts empty in each test (fresh context).
 */
import { test, expect, expectNoAxeViolations, setMockOverrides, signIn } from './support/fixtures';
import { completeCheckoutSteps } from './support/sales';
import type { Page } from '@playwright/test';

async function addPhone(page: Page, base = '/sales/digital/', deviceId = 'nova-16'): Promise<void> {
  await page.goto(`${base}pdp.html?deviceId=${deviceId}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
}

test('trade-in spoke: credit shows in the cart @phone', async ({ page }) => {
  await addPhone(page);
  await page.goto('/sales/digital/landing.html');
  await page.getByRole('button', { name: 'Get started' }).click();
  await expect(page).toHaveURL(/selectMakeAndModel\.html$/);
  await expect(page.getByRole('navigation', { name: 'Store' })).toHaveCount(0);
  // The model list follows the brand (issue 9): a model of another brand cannot be chosen.
  await page.getByLabel('Brand').selectOption('galaxa');
  await expect(page.getByLabel('Model').getByRole('option', { name: 'Nova 14' })).toHaveCount(0);
  await expect(
    page
      .getByLabel('Model')
      .getByRole('option', { name: /^Galaxa/ })
      .first(),
  ).toBeAttached();
  await page.getByLabel('Brand').selectOption('nova');
  await page.getByLabel('Model').selectOption('nova-14');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/validatetradeindevice\.html$/);
  await page.getByLabel('IMEI number').fill('356938035643809');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/deviceconditionspoke\.html$/);
  await page.getByLabel('Good').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/devicesummary\.html$/);
  await expect(page.getByText('$300')).toBeVisible();
  // The model is named once (its name carries the brand) and the condition in words (issue 9).
  await expect(page.getByText('Nova 14', { exact: true })).toBeVisible();
  await expect(page.getByText('Good', { exact: true })).toBeVisible();
  await expect(page.getByText('Nova Nova 14')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/tradeincreditspoke\.html$/);
  await page.getByRole('button', { name: 'Apply trade-in credit' }).click();
  await expect(page).toHaveURL(/confirmshippingdetails\.html$/);
  await page.getByRole('button', { name: 'Back to cart' }).click();
  await expect(page).toHaveURL(/expresscart\.html$/);
  await expect(page.getByText('Nova 14: $300.00 credit ($8.33/mo)', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('−$8.33')).toBeVisible();
});

test('plan change from the recommended plan', async ({ page }) => {
  await addPhone(page);
  await page.goto('/sales/digital/recommendedplan.html');
  await page.getByRole('button', { name: 'Choose this plan: Unlimited Plus' }).click();
  await expect(page).toHaveURL(/expresscart\.html$/);
  await expect(page.getByText('Unlimited Plus')).toBeVisible();
  await page.goto('/sales/digital/compareplan/plans.html');
  await expect(page.getByText('Your current plan')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('Favorites: save from the gridwall, remove on the wishlist', async ({ page }) => {
  await page.goto('/sales/digital/gridwall/smartphones.html');
  await expect(page.getByRole('button', { name: 'Save Pixelle 10 Pro to Favorites' })).toHaveAttribute('aria-pressed', 'false');
  await page.getByRole('button', { name: 'Save Pixelle 10 Pro to Favorites' }).click();
  await expect(page.getByText('Saved to Favorites.')).toBeVisible();
  // The button shows the saved state, also after a reload (issue 9).
  await expect(page.getByRole('button', { name: 'Pixelle 10 Pro saved to Favorites' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Pixelle 10 Pro saved to Favorites' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Favorites' }).click();
  await expect(page).toHaveURL(/Favorites\.html$/);
  await expect(page.getByRole('link', { name: 'Pixelle 10 Pro' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove Pixelle 10 Pro from Favorites' }).click();
  await expect(page.getByText('You have no Favorites yet.')).toBeVisible();
  // The button left with its card: focus is on the page heading, not dropped on the body (WCAG 2.4.3).
  await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
});

test('Remove on the cart with the keyboard: focus goes to the page heading, not the body (WCAG 2.4.3)', async ({ page }) => {
  await addPhone(page, '/sales/digital/', 'galaxa-s25');
  await page.getByRole('button', { name: /Clear MagSafe-style case/ }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await page.goto('/sales/digital/expresscart.html');
  const removeCase = page.getByRole('button', { name: 'Remove Clear MagSafe-style case' });
  await removeCase.focus();
  await page.keyboard.press('Enter');
  await expect(removeCase).toHaveCount(0);
  // The page shows its loader instead of the lines while the cart answers again: the page heading has focus, and
  // once the lines are back Tab goes on into the cart.
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
  await expect(page.getByRole('link', { name: 'Change Galaxa S25' })).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Change Galaxa S25' })).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // Remove Galaxa S25, the last line
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeFocused();
});

test('back from an empty cart goes to /smartphones', async ({ page }) => {
  await page.goto('/sales/digital/expresscart.html');
  await expect(page.getByRole('heading', { name: 'Your cart is empty' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/smartphones$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Smartphones' })).toBeVisible();
});

for (const [name, cookies, target] of [
  ['postpaid prospect', {}, '/sales/next/expresscart.html?redirect=detailsnotfound'],
  ['prepaid', { role: 'prepay' }, '/sales/prepaid/expresscart.html?redirect=detailsnotfound'],
  ['signed in', { loggedIn: 'true' }, '/sales/next/expresscheckout.html?pageName=cart&redirect=detailsnotfound'],
] as const) {
  test(`redirect=detailsnotfound: ${name}`, async ({ page }) => {
    await page.context().addCookies(Object.entries(cookies).map(([n, value]) => ({ name: n, value, domain: '127.0.0.1', path: '/' })));
    // The first getCart cannot find the cart's details; the page it lands on gets a working cart.
    await setMockOverrides(page, {
      'POST /cartservice/cart/nse/getCart': [
        { body: { errors: [{ id: 'DETAILS_NOT_FOUND', message: 'not found' }] } },
        { body: { empty: true, itemCount: 0, lineCount: 0, errors: [] } },
      ],
      'POST /cartservice/cart/getCart': [
        { body: { errors: [{ id: 'DETAILS_NOT_FOUND', message: 'not found' }] } },
        { body: { empty: true, itemCount: 0, lineCount: 0, errors: [] } },
      ],
      'POST /prepayservice/cart/getCart': [
        { body: { errors: [{ id: 'DETAILS_NOT_FOUND', message: 'not found' }] } },
        { body: { empty: true, itemCount: 0, lineCount: 0, errors: [] } },
      ],
    });
    await page.goto('/sales/digital/shop.html');
    await expect(page).toHaveURL(target);
    await expect(page.getByText("We couldn't find your cart details.")).toBeVisible();
  });
}

test('prepaid: phones and plans of the prepaid catalogue @phone', async ({ page }) => {
  await page.goto('/sales/prepaid/gridwall/smartphones.html');
  await expect(page.getByText('9 phones')).toBeVisible();
  // Prepaid phones are paid in full: no 36-month price (issue 9).
  await expect(page.getByText(/for 36 months/)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Nova 16 Pro' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Moto G 5G' }).click();
  await expect(page).toHaveURL(/\/sales\/prepaid\/pdp\.html\?deviceId=moto-g-5g$/);
  // The pdp offers the full price only, by a flow rule (issue 9): no monthly device payment to pick.
  await expect(page.getByLabel(/Full retail price/)).toBeChecked();
  await expect(page.getByText(/Monthly device payment/)).toHaveCount(0);
  await expect(page.getByText(/Due today for the phone: \$/)).not.toHaveText(/\$0\.00$/);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Continue to cart' }).click();
  await expect(page).toHaveURL(/\/sales\/prepaid\/expresscart\.html$/);
  await expect(page.getByText('Prepaid 15 GB')).toBeVisible();
  // Its own copy on the shop page, and no trade-in (issue 9).
  await page.goto('/sales/prepaid/shop.html');
  await expect(page.getByText(/pay as you go/)).toBeVisible();
  await expect(page.getByRole('link', { name: /trade/i })).toHaveCount(0);
  await page.goto('/sales/prepaid/landing.html');
  await expect(page.getByText("Trade-in credit comes off monthly bills, so it isn't available with prepaid.")).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get started' })).toHaveCount(0);
});

test('guest checkout to the guest confirmation', async ({ page }) => {
  test.slow();
  await addPhone(page, '/sales/digital/', 'moto-g-5g');
  await page.getByRole('button', { name: 'Continue to cart' }).click();
  await page.getByRole('button', { name: 'Continue to checkout' }).click();
  // Prospects choose between signing in and checking out as a guest (spec 2.1 checkout).
  await expect(page).toHaveURL(/\/checkout\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How would you like to check out?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Check out as a guest' }).click();
  await expect(page).toHaveURL(/guestcheckout\.html$/);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page.getByText('Enter your email address.')).toBeVisible();
  await expect(page.getByLabel(/^Email/)).toBeFocused();
  await page.getByLabel(/^Email/).fill('guest@example.com');
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(page).toHaveURL(/expresscheckout\.html$/);
  // The email is asked once in the whole checkout (issue 9): shipping names it and does not ask again.
  await completeCheckoutSteps(page, { dpp: true, email: false });
  await page.getByRole('button', { name: 'Review order' }).click();
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/guestconfirmation\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thanks! Your guest order is placed.' })).toBeVisible();
  // Back from the confirmation goes to /smartphones (spec 2.3).
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/smartphones$/);
});

test('card rules: Luhn and expiry errors are announced, focus goes to the first, the number is cleared after submit', async ({ page }) => {
  await signIn(page);
  await addPhone(page);
  await page.goto('/sales/digital/payment.html');
  await page.getByLabel('Name on card').fill('Ada');
  await page.getByLabel('Card number').fill('4242 4242 4242 4241');
  await page.getByLabel('Expiry date').fill('01/20');
  await page.getByLabel('Security code').fill('12');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  const number = page.getByLabel('Card number');
  await expect(number).toBeFocused();
  await expect(number).toHaveAttribute('aria-invalid', 'true');
  await expect(number).toHaveAccessibleDescription(/Check your card number; it isn't valid\./);
  await expect(page.getByText('This card has expired.')).toBeVisible();
  await expect(page.getByText('Enter the 3- or 4-digit security code.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('card expiry on a phone keypad (no "/"): 1229 shows as 12/29 and saves @phone', async ({ page }) => {
  await signIn(page);
  await addPhone(page);
  await page.goto('/sales/digital/payment.html');
  await page.getByLabel('Name on card').fill('Ada');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  const expiry = page.getByLabel('Expiry date');
  await expect(expiry).toHaveAttribute('inputmode', 'numeric');
  await expiry.pressSequentially('1229');
  await expect(expiry).toHaveValue('12/29');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  // Saved: the checkout goes on to the first step still to do (issue 9).
  await expect(page).toHaveURL(/mdnselection\.html$/);
});

test('keyboard-only checkout from the cart to the confirmation', async ({ page }) => {
  test.slow();
  await signIn(page);
  await addPhone(page);
  await page.goto('/sales/digital/expresscart.html');
  const press = async (name: string) => {
    const control = page.getByRole('button', { name });
    await control.focus();
    await page.keyboard.press('Enter');
  };
  await press('Continue to checkout');
  await expect(page).toHaveURL(/expresscheckout\.html$/);
  await press('Start Phone number');
  await press('Continue'); // a new number is preselected
  await expect(page).toHaveURL(/newnumber\.html$/);
  await page.getByLabel(/^Area code/).focus();
  await page.keyboard.type('415');
  await page.keyboard.press('Enter'); // searches
  const firstNumber = page.getByRole('form', { name: 'Available numbers' }).getByRole('radio').first();
  await firstNumber.focus();
  await page.keyboard.press('Space');
  // Each save opens the next step still to do (issue 9); the last one returns to the hub.
  await press('Save and continue');
  await expect(page).toHaveURL(/e911\.html$/);
  for (const [label, value] of [
    ['Street address', '9 Bay Street'],
    ['City', 'San Francisco'],
    ['ZIP code', '94105'],
  ] as const) {
    await page.getByLabel(new RegExp(`^${label}`)).focus();
    await page.keyboard.type(value);
  }
  await page.getByLabel(/^State/).focus();
  await page.keyboard.type('CA');
  await press('Save and continue');
  await expect(page).toHaveURL(/activationmethod\.html$/);
  await page.getByLabel('Activate it at a store').focus();
  await page.keyboard.press('Space');
  await press('Save and continue');
  await expect(page).toHaveURL(/protection\.html$/);
  await page.getByLabel('Basic Protect').focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/dppagreement\.html$/); // the phone is on monthly payments
  await page.getByLabel(/I have read and agree/).focus();
  await page.keyboard.press('Space');
  await page.getByLabel(/^Full name/).focus();
  await page.keyboard.type('Ada Byron');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/delivery\.html$/);
  // Shipping reuses the emergency address (the box is ticked), so only who and how to reach them are typed.
  await expect(page.getByLabel(/^Same as the E911 address: 9 Bay Street, San Francisco CA 94105/)).toBeChecked();
  for (const [label, value] of [
    ['First name', 'Ada'],
    ['Last name', 'Byron'],
    ['Email', 'ada@example.com'],
    ['Contact phone', '4155550100'],
  ] as const) {
    await page.getByLabel(new RegExp(`^${label}`)).focus();
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/payment\.html$/);
  for (const [label, value] of [
    ['Name on card', 'Ada Byron'],
    ['Card number', '5555555555554444'],
    ['Expiry date', '11/38'],
    ['Security code', '321'],
  ] as const) {
    await page.getByLabel(new RegExp(`^${label}`)).focus();
    await page.keyboard.type(value);
  }
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/customeragreements\.html$/);
  for (const label of [/^I agree to the Customer Agreement/, /^I have read the Privacy Policy/, /^I agree to receive agreements/]) {
    await page.getByLabel(label).focus();
    await page.keyboard.press('Space');
  }
  await press('Accept and continue');
  await expect(page).toHaveURL(/expresscheckout\.html$/);
  await press('Review order');
  await press('Place order');
  await expect(page).toHaveURL(/orderconfirmation\.html$/);
  await expect(page.getByText('Mastercard ending in 4444')).toBeVisible();
});

test('pages opened without their data show an empty state, never a raw placeholder (issue 9)', async ({ page }) => {
  const leaks = /\{[a-zA-Z0-9]+\}|undefined|NaN|\[object Object\]|, ,|\(\)|\$(?![0-9])/;
  await signIn(page);
  // An order service that answers with no order in it.
  await setMockOverrides(page, { 'POST /orderprocessservice/checkoutapi/getOrder': { status: 200, body: { errors: [] } } });
  for (const route of ['orderconfirmation', 'guestconfirmation']) {
    await page.goto(`/sales/digital/${route}.html`);
    await expect(page.getByRole('heading', { level: 1, name: 'No order to show' })).toBeVisible();
    await expect(page.getByText("We couldn't find that order.")).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(leaks);
  }
  // The trade-in summary and credit pages with no trade-in in the cart.
  for (const route of ['devicesummary', 'tradeincreditspoke']) {
    await page.goto(`/sales/digital/${route}.html`);
    await expect(page.getByText("You haven't chosen a phone to trade in yet.")).toBeVisible();
    expect(await page.locator('main').innerText()).not.toMatch(leaks);
  }
  await expectNoAxeViolations(page);
});

test('agreement checkboxes keep their labels beside them, not below @phone', async ({ page }) => {
  await signIn(page);
  await addPhone(page);
  for (const route of ['customeragreements', 'dppagreement']) {
    await page.goto(`/sales/digital/${route}.html`);
    const boxes = page.locator('main').getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    for (const box of await boxes.all()) {
      const id = await box.getAttribute('id');
      const boxRect = await box.boundingBox();
      const labelRect = await page.locator(`label[for="${id}"]`).boundingBox();
      expect(boxRect && labelRect).toBeTruthy();
      // The label starts to the right of its box, on the box's line (issue 9).
      expect(labelRect!.x).toBeGreaterThanOrEqual(boxRect!.x + boxRect!.width);
      expect(labelRect!.y).toBeLessThanOrEqual(boxRect!.y + boxRect!.height);
    }
  }
});

test('protection: going without cover is not offered as "Included"', async ({ page }) => {
  await signIn(page);
  await addPhone(page);
  await page.goto('/sales/digital/protection.html');
  await expect(page.getByLabel('No protection')).toBeVisible();
  await expect(page.getByText('$17.00/mo')).toBeVisible();
  await expect(page.locator('main').getByText('Included')).toHaveCount(0);
});
