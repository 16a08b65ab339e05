/**
 * Savings landing (spec 2.8, 4.9, 8): one test per outcome of
 * flows/decisions/savings-landing.json, driven by mock overrides (contracts 4).
 */
import { test, expect, expectNoAxeViolations, setMockOverrides, setAppCookies, signIn, type MockAnswer } from './support/fixtures';

const eligibilityKey = 'POST /accountlandingservice/isaac/getOpenBankEligibility';
const landing = '/sales/digital/openbankmlp.html';
const flagsOn = { openbankFFlag: true, openbankSignUpFFlag: true, customErrorMessagesFFlag: true };

const texts = {
  generic: 'Looks like something went wrong. Please try again later.',
  alreadyExists: 'Seems like a high-yield savings account has already been created using these provider login credentials.',
  systemError: 'System Error. Please try again later.',
  signIn: 'Please use or create a login to your provider account associated with your mobile number to apply for a provider + partner bank savings account.',
  notEligible:
    'Unfortunately, your provider account is not eligible. Please see the Digital Banking FAQs for eligibility rules. If you are a joint Mobile + Home customer, please make sure you are logged into your mobile account to continue.',
  notInGoodStanding:
    'Your provider account is not currently eligible for this offer. Please make sure your provider account is in good standing before trying again',
  eligible: "By clicking Continue, you'll be automatically redirected to the savings bank, where the savings account will be held.",
};

async function openWith(page: import('@playwright/test').Page, answer: MockAnswer | MockAnswer[]): Promise<void> {
  await setMockOverrides(page, { [eligibilityKey]: answer });
  await signIn(page);
  await page.goto(landing);
}

test('eligible: Continue and the redirect text, page title names the bank @phone', async ({ page }) => {
  await openWith(page, { body: { accountStatus: '', mtnStatus: 'A', openBankEligibility: flagsOn, errors: [] } });
  const container = page.getByTestId('CREDIT_CARD_MLP');
  await expect(container.getByText(texts.eligible)).toBeVisible();
  await expect(container.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expect(page).toHaveTitle('Continue to OpenBank');
  await expect(page.getByRole('link', { name: 'Digital Banking FAQs' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('active line (accountStatus active, mtnStatus A) is eligible', async ({ page }) => {
  await openWith(page, { body: { accountStatus: 'active', mtnStatus: 'A', openBankEligibility: flagsOn } });
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
});

test('ineligible error code shows the system error with Go Back to solutions-and-services', async ({ page }) => {
  await openWith(page, { body: { errors: [{ id: 'E1', serviceErrMsg: 'OB-15400 customer not eligible' }] } });
  const view = page.getByTestId('OpenBank_InEligible');
  await expect(view.getByRole('alert')).toHaveText(texts.systemError);
  await expect(view.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/solutions-and-services/high-yield-online-savings-account/');
  await expect(view.getByRole('link', { name: 'Digital Banking FAQs' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('15412 shows the sign-in-with-mobile-number message', async ({ page }) => {
  await openWith(page, { body: { errorCode: '15412' } });
  await expect(page.getByTestId('OpenBank_InEligible').getByRole('alert')).toHaveText(texts.signIn);
});

test('15551 shows the already-exists message', async ({ page }) => {
  await openWith(page, { body: { errors: [{ serviceErrMsg: 'SAV-15551' }] } });
  await expect(page.getByTestId('OpenBank_InEligible').getByRole('alert')).toHaveText(texts.alreadyExists);
});

test('line not in good standing shows the custom header, text and CTA', async ({ page }) => {
  await openWith(page, {
    body: {
      accountStatus: 'active',
      mtnStatus: 'T',
      openBankEligibility: flagsOn,
      content: { header: 'Your line needs attention', subHeader: '', ctaLabel: 'Back to my account' },
    },
  });
  const view = page.getByTestId('VzCard_notEligible');
  await expect(view.getByRole('heading', { name: 'Your line needs attention' })).toBeVisible();
  await expect(view.getByText(texts.notInGoodStanding)).toBeVisible();
  await expect(view.getByRole('link', { name: 'Back to my account' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('savings flags off shows thanks for your interest with the not-eligible text', async ({ page }) => {
  await openWith(page, { body: { accountStatus: '', mtnStatus: 'A', openBankEligibility: { ...flagsOn, openbankFFlag: false } } });
  const view = page.getByTestId('VzCard_notEligible');
  await expect(view.getByRole('heading', { name: 'Thanks for your interest' })).toBeVisible();
  await expect(view.getByText(texts.notEligible)).toBeVisible();
  await expect(view.getByRole('link', { name: 'Go Back' })).toBeVisible();
});

test('the guest variant is not offered Continue', async ({ page }) => {
  await setAppCookies(page, { role: 'guest' });
  await openWith(page, { body: { accountStatus: '', mtnStatus: 'A', openBankEligibility: flagsOn } });
  await expect(page.getByTestId('VzCard_notEligible').getByText(texts.notEligible)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});

test('an empty answer asks the shopper to sign in', async ({ page }) => {
  await openWith(page, { body: {} });
  await expect(page.getByTestId('VzCard_notEligible').getByText(texts.signIn)).toBeVisible();
});

test('a failing call shows the generic text, never a blank page', async ({ page }) => {
  await openWith(page, { status: 503, body: { message: 'unavailable' } });
  await expect(page.getByTestId('OpenBank_InEligible').getByRole('alert')).toHaveText(texts.generic);
});

test('a malformed answer shows the generic text', async ({ page }) => {
  await openWith(page, { body: '{"accountStatus": ' });
  await expect(page.getByTestId('OpenBank_InEligible').getByRole('alert')).toHaveText(texts.generic);
});

test('Continue sends one application and goes to the savings bank', async ({ page }) => {
  await setMockOverrides(page, {
    [eligibilityKey]: { body: { accountStatus: '', mtnStatus: 'A', openBankEligibility: flagsOn } },
    'POST /accountlandingservice/isaac/openBankApplication': {
      delayMs: 400,
      body: { customerInfo: { postbackURL: 'https://apply.savingsbank.example/open?s=1' } },
    },
  });
  let applications = 0;
  page.on('request', (request) => {
    if (request.url().includes('/isaac/openBankApplication')) applications += 1;
  });
  await page.route('https://apply.savingsbank.example/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>Bank</title><h1>Savings bank</h1>' }),
  );
  await page.goto(landing);
  const continueButton = page.getByRole('button', { name: 'Continue' });
  await continueButton.click();
  await continueButton.click({ force: true }).catch(() => undefined);
  await page.waitForURL('https://apply.savingsbank.example/open?s=1');
  expect(applications).toBe(1);
});

test('a postback on a foreign host is refused', async ({ page }) => {
  await setMockOverrides(page, {
    [eligibilityKey]: { body: { accountStatus: '', mtnStatus: 'A', openBankEligibility: flagsOn } },
    'POST /accountlandingservice/isaac/openBankApplication': { body: { customerInfo: { postbackURL: 'https://savingsbank.example.evil.example/open' } } },
  });
  await page.goto(landing);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert')).toHaveText(texts.generic);
  expect(page.url()).toContain(landing);
});
