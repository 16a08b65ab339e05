/**
 * Savings hand-off (spec 5, 8, contracts 7): what the savings landing's
 * Continue does with the openBankApplication answer, one test per row of
 * flows/decisions/savings-application.json, and the savings page identifiers.
 */
import { test, expect, setMockOverrides, signIn, type MockAnswer } from './support/fixtures';
import { pageTags } from './support/card';

const eligibilityKey = 'POST /accountlandingservice/isaac/getOpenBankEligibility';
const applicationKey = 'POST /accountlandingservice/isaac/openBankApplication';
const landing = '/sales/digital/openbankmlp.html';
const eligible = {
  body: { accountStatus: '', mtnStatus: 'A', openBankEligibility: { openbankFFlag: true, openbankSignUpFFlag: true, customErrorMessagesFFlag: true } },
};

const texts = {
  generic: 'Looks like something went wrong. Please try again later.',
  alreadyExists: 'Seems like a high-yield savings account has already been created using these provider login credentials.',
  systemError: 'System Error. Please try again later.',
};

async function continueWith(page: import('@playwright/test').Page, answer: MockAnswer): Promise<void> {
  await setMockOverrides(page, { [eligibilityKey]: eligible, [applicationKey]: answer });
  await signIn(page);
  await page.goto(landing);
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('a postback on the savings bank host is followed; the savings page identifiers are sent', async ({ page }) => {
  await page
    .context()
    .route('https://apply.savingsbank.example/**', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Bank</title><h1>Savings bank</h1>' }),
    );
  await setMockOverrides(page, { [eligibilityKey]: eligible });
  await signIn(page);
  await page.goto(landing);
  await expect.poll(() => pageTags(page)).toContainEqual({ event: 'pageView', pageName: 'savings interstitial', flow: 'no intent', intent: 'interstitial' });
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.waitForURL('https://apply.savingsbank.example/open?s=1');
});

for (const code of ['15551', '15412']) {
  test(`${code} from the application shows the already-exists message`, async ({ page }) => {
    await continueWith(page, {
      body: { customerInfo: { postbackURL: '', errorCode: '' }, errors: [{ id: 'OB', serviceErrMsg: `OB-${code}: account exists` }] },
    });
    await expect(page.getByRole('alert')).toHaveText(texts.alreadyExists);
  });
}

for (const code of ['15400', '15401', '15403', '15422', '15500', '15404']) {
  test(`${code} from the application shows the system error`, async ({ page }) => {
    await continueWith(page, { status: 500, body: { errors: [{ id: 'OB', serviceErrMsg: `downstream ${code}` }] } });
    await expect(page.getByRole('alert')).toHaveText(texts.systemError);
  });
}

test('a code in customerInfo.errorCode counts too', async ({ page }) => {
  await continueWith(page, { body: { customerInfo: { postbackURL: '', errorCode: '15551' } } });
  await expect(page.getByRole('alert')).toHaveText(texts.alreadyExists);
});

test('an error without a savings code shows the generic text', async ({ page }) => {
  await continueWith(page, { status: 500, body: { errors: [{ id: 'X', serviceErrMsg: 'something else 999' }] } });
  await expect(page.getByRole('alert')).toHaveText(texts.generic);
});

for (const foreign of ['https://evil.example/?savingsbank.example', 'https://savingsbank.example.evil.example/open', 'http://apply.savingsbank.example/open']) {
  test(`a postback on a foreign host is refused: ${foreign}`, async ({ page }) => {
    const evil: string[] = [];
    await page.context().route(/evil\.example|http:\/\/apply\.savingsbank/, (route) => {
      evil.push(route.request().url());
      return route.fulfill({ status: 200, body: 'evil' });
    });
    await continueWith(page, { body: { customerInfo: { postbackURL: foreign, errorCode: '' } } });
    await expect(page.getByRole('alert')).toHaveText(texts.generic);
    expect(page.url()).toContain(landing);
    expect(evil).toEqual([]);
  });
}
