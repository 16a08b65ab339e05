/**
 * Employee splash and interstitial (spec 2.7, 4.8, 9): both buttons, the
 * splash switch, the interstitial's content and tag-setup-complete.
 */
import { test, expect, expectNoAxeViolations, setMockOverrides, setAppCookies, signIn } from './support/fixtures';
import { application, applicationKey, countRequests, landingPath, offers, offersKey, pageTags, postback, routePartners } from './support/card';

const employeeOffer = offers({ enterpriseId: 'E-1' }, { isEmployeeEligible: true, spoName: 'gc_15', propositionId: 'P-150' });
const splashHeadings = [
  'Employee program details',
  'Credit limit',
  'Terms',
  'Eligibility',
  'Application',
  'Credit approval',
  'Account closing',
  'Credit reporting',
  'Taxes',
  'Agree to terms',
];

test.beforeEach(async ({ page }) => {
  await routePartners(page);
  await signIn(page);
  await setMockOverrides(page, { [offersKey]: employeeOffer, [applicationKey]: application(postback) });
});

for (const choice of [
  { button: 'Apply through the employee program', isEmployee: true, enterpriseId: 'E-1' },
  { button: 'Apply on my own', isEmployee: false, enterpriseId: '' },
]) {
  test(`employee splash: "${choice.button}" goes to the interstitial and applies with isEmployee ${choice.isEmployee}`, async ({ page }) => {
    const applications = countRequests(page, '/isaac/createapplication');
    await page.goto(`${landingPath}?oid=O-5`);
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL('**/sales/digital/splash.html?**');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Carrier employee card program');
    for (const heading of splashHeadings) await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    const popupPromise = page.waitForEvent('popup');
    await page.getByRole('button', { name: choice.button }).click();
    await page.waitForURL(`**/sales/digital/vvcinterstitial.html?**isEmployee=${choice.isEmployee}**`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Taking you to CardBank');
    await expect(page.getByText('Your card application opens in a new window.')).toBeVisible();
    const popup = await popupPromise;
    await popup.waitForURL(`${postback}&oid=O-5`);
    expect(applications.count()).toBe(1);
    const [body] = applications.bodies() as { customerInfo: { enterpriseId: string }; isEmployee: boolean; promotionalSPOCategoryCode: string }[];
    expect(body?.isEmployee).toBe(choice.isEmployee);
    expect(body?.customerInfo.enterpriseId).toBe(choice.enterpriseId);
    expect(body?.promotionalSPOCategoryCode).toBe('gc_15');
    const tags = await pageTags(page);
    expect(tags).toContainEqual(expect.objectContaining({ event: 'pageView', pageName: 'splash' }));
    await expect.poll(() => pageTags(page)).toContainEqual(expect.objectContaining({ event: 'pageView', pageName: 'interstitial' }));
    await expect.poll(() => pageTags(page)).toContainEqual(expect.objectContaining({ event: 'tagSetupComplete' }));
  });
}

test('the splash switch off (FF_CARD_SPLASH_DISABLED): an employee applies straight from the landing', async ({ page }) => {
  await setAppCookies(page, { cdlThrottleList: 'FF_CARD_SPLASH_DISABLED' });
  const popupPromise = page.waitForEvent('popup');
  await page.goto(landingPath);
  await page.getByRole('button', { name: 'Continue' }).click();
  await popupPromise;
  expect(page.url()).toContain(landingPath);
});

test('interstitial: tag-setup-complete 1 s after arrival, not before', async ({ page }) => {
  // Time stands still from the start, so only runFor moves it (no race with the page's own pace).
  const start = new Date('2026-03-02T10:00:00Z');
  await page.clock.install({ time: start });
  // Paused a minute ahead: the clock runs between install and pause, so a nearer time may already be past.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.goto('/sales/digital/vvcinterstitial.html?isEmployee=false');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Taking you to CardBank');
  // The heading is in the pre-rendered frame (issue 20): arrival is when the app has hydrated it and entered the page.
  await expect(page.locator('#root[data-hydrated]')).toBeAttached();
  await page.clock.runFor(900);
  expect((await pageTags(page)).map((tag) => tag.event)).not.toContain('tagSetupComplete');
  await page.clock.runFor(200);
  await expect.poll(async () => (await pageTags(page)).map((tag) => tag.event)).toContain('tagSetupComplete');
});
