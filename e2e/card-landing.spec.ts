/**
 * Card landing (spec 2.6, 5, 8, 9): one test per outcome of
 * flows/decisions/card-landing.json, the affiliate pixel's four cases and
 * script payloads, page identifiers, every base path.
 */
import { test, expect, expectNoAxeViolations, setMockOverrides, setAppCookies, signIn } from './support/fixtures';
import { landingPath, offers, offersKey, pageTags, routePartners, texts } from './support/card';

test.beforeEach(async ({ page }) => {
  await routePartners(page);
  await signIn(page);
});

test('direct apply: title, heading and apply disclaimer naming the issuing bank, Continue @phone', async ({ page }) => {
  await setMockOverrides(page, { [offersKey]: offers() });
  await page.goto(landingPath);
  const landing = page.getByTestId('CREDIT_CARD_MLP');
  await expect(landing.getByTestId('CARD_DISCLAIMER')).toHaveText(texts.disclaimerApply);
  await expect(page).toHaveTitle('Sign-in Verification');
  await expect(landing.getByRole('heading', { level: 1 })).toHaveText('The Carrier Visa Card, issued by CardBank');
  await expect(landing.getByText('Earn rewards on every purchase')).toBeVisible();
  await expect(landing.getByRole('listitem').first()).toContainText('4% back');
  await expect(landing.getByRole('button', { name: 'Continue' })).toBeVisible();
  await expectNoAxeViolations(page);
  await expect.poll(() => pageTags(page)).toContainEqual(expect.objectContaining({ event: 'pageView', pageName: 'creditCardMLPEligible' }));
});

test('prequalify=yes with a proposition that is not direct apply shows the prequalify disclaimer', async ({ page }) => {
  await setMockOverrides(page, { [offersKey]: offers({}, { isDirectApply: false }) });
  await page.goto(`${landingPath}?prequalify=yes`);
  await expect(page.getByTestId('CARD_DISCLAIMER')).toHaveText(texts.disclaimerPrequalify);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
});

test('the guest variant with prequalify=yes gets thanks for your interest, no Continue', async ({ page }) => {
  await setAppCookies(page, { role: 'guest' });
  await setMockOverrides(page, { [offersKey]: offers({}, { isDirectApply: false }) });
  await page.goto(`${landingPath}?prequalify=yes`);
  const view = page.getByTestId('VzCard_notEligible');
  await expect(view.getByRole('heading', { name: 'Thanks for your interest' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});

test('ME opens the Maine modal instead of applying; Continue is hidden while it is open; Escape closes it', async ({ page }) => {
  await setMockOverrides(page, { [offersKey]: offers({ stateCd: 'ME' }) });
  let applications = 0;
  page.on('request', (request) => {
    if (request.url().includes('/isaac/createapplication')) applications += 1;
  });
  await page.goto(landingPath);
  await page.getByRole('button', { name: 'Continue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Before you apply: Maine residents' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Apply now' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Continue', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
  expect(applications).toBe(0);
  await expect.poll(() => pageTags(page)).toContainEqual(expect.objectContaining({ event: 'pageView', pageName: 'creditCardMLPME' }));
});

test('not eligible (a): account-ineligible message with Go Back to the card page under solutions-and-services', async ({ page }) => {
  await setMockOverrides(page, {
    [offersKey]: { body: { errors: [{ id: 'OFFER_NOT_ELIGIBLE', name: 'NOT_ELIGIBLE', message: 'You are not eligible for this card offer at this time.' }] } },
  });
  await page.goto(landingPath);
  const view = page.getByTestId('VzCard_notEligible');
  await expect(view.getByText('Unfortunately, your account is not eligible for the Carrier Visa Card at this time.')).toBeVisible();
  await expect(view.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/solutions-and-services/carrier-visa-card/');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await expect.poll(() => pageTags(page)).toContainEqual(expect.objectContaining({ event: 'pageView', pageName: 'creditCardMLPNonEligible' }));
});

test('not eligible (b): thanks for your interest with the eligibility text and the FAQ link', async ({ page }) => {
  await setMockOverrides(page, { [offersKey]: offers({}, { isDirectApply: false }) });
  await page.goto(landingPath);
  const view = page.getByTestId('VzCard_notEligible');
  await expect(view.getByRole('heading', { name: 'Thanks for your interest' })).toBeVisible();
  await expect(view.getByText('To apply, you need to be the account owner')).toBeVisible();
  await expect(view.getByRole('link', { name: 'Carrier Visa Card FAQs' })).toHaveAttribute('href', '/support/carrier-visa-card-faqs/');
  await expect(page.getByRole('button', { name: 'Continue' })).toHaveCount(0);
});

test('failing get-offers shows its first error message, or the generic text', async ({ page }) => {
  await setMockOverrides(page, {
    [offersKey]: { status: 500, body: { errors: [{ id: 'E1', name: 'DOWN', message: 'Card offers are down for maintenance.' }] } },
  });
  await page.goto(landingPath);
  await expect(page.getByRole('alert')).toHaveText('Card offers are down for maintenance.');
  await setMockOverrides(page, { [offersKey]: { networkError: true } });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(texts.generic);
});

test('a SYSTEM_ERROR or UNABLE TO CONNECT answer shows the generic text, never the raw server message (spec 8)', async ({ page }) => {
  await setMockOverrides(page, {
    [offersKey]: { status: 200, body: { errors: [{ id: 'E500', name: 'SYSTEM_ERROR', message: 'Offers backend E500: maintenance window' }] } },
  });
  await page.goto(landingPath);
  await expect(page.getByRole('alert')).toHaveText(texts.generic);
  await expect(page.getByText('maintenance window')).toHaveCount(0);
  await setMockOverrides(page, { [offersKey]: { status: 200, body: { errors: [{ id: 'E1', name: 'DOWN', message: 'UNABLE TO CONNECT to offers' }] } } });
  await page.reload();
  await expect(page.getByRole('alert')).toHaveText(texts.generic);
});

test('the landing works under every base path', async ({ page }) => {
  await setMockOverrides(page, { [offersKey]: offers() });
  for (const base of ['/sales/nse/', '/sales/prepaid/', '/sales/next/']) {
    await page.goto(`${base}creditcardmlp.html`);
    await expect(page.getByTestId('CREDIT_CARD_MLP').getByRole('button', { name: 'Continue' })).toBeVisible();
  }
});

test.describe('affiliate pixel (spec 5)', () => {
  const pixelBase = 'https://tracking.affiliate.example/pixel';
  const cases = [
    { name: 'both present', query: '?oid=O-1&cjevent=CJ-1', src: `${pixelBase}?oid=O-1&cjevent=CJ-1` },
    { name: 'only oid (upper-case OID)', query: '?OID=O-2', src: `${pixelBase}?oid=O-2` },
    { name: 'only cjevent (upper-case CJEVENT)', query: '?CJEVENT=CJ-3', src: `${pixelBase}?cjevent=CJ-3` },
  ];
  for (const { name, query, src } of cases) {
    test(`${name}: one bare img with the ids`, async ({ page }) => {
      await setMockOverrides(page, { [offersKey]: offers() });
      await page.goto(`${landingPath}${query}`);
      const pixel = page.getByTestId('AFFILIATE_PIXEL').locator('img');
      await expect(pixel).toHaveAttribute('src', src);
      const attributes = await pixel.evaluate((img) => img.getAttributeNames().sort());
      expect(attributes).toEqual(['alt', 'height', 'src', 'width']);
    });
  }

  test('neither present: no pixel', async ({ page }) => {
    await setMockOverrides(page, { [offersKey]: offers() });
    await page.goto(landingPath);
    await expect(page.getByRole('button', { name: 'Continue' })).toBeVisible();
    await expect(page.getByTestId('AFFILIATE_PIXEL')).toHaveCount(0);
  });

  test('script payloads in the parameters: nothing executes, no extra attributes or elements', async ({ page }) => {
    await setMockOverrides(page, { [offersKey]: offers() });
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const oid = '"><script>window.__pwned=1</script><img src=x onerror="window.__pwned=2" data-x=1 aria-label=y>';
    const cjevent = "' onload='alert(1)' title='x";
    await page.goto(`${landingPath}?oid=${encodeURIComponent(oid)}&cjevent=${encodeURIComponent(cjevent)}`);
    const wrapper = page.getByTestId('AFFILIATE_PIXEL');
    await expect(wrapper.locator('img')).toHaveCount(1);
    const shape = await wrapper.evaluate((element) => ({
      children: [...element.querySelectorAll('*')].map((child) => child.tagName.toLowerCase()),
      attributes: element.querySelector('img')?.getAttributeNames().sort(),
      src: element.querySelector('img')?.getAttribute('src'),
    }));
    expect(shape.children).toEqual(['img']);
    expect(shape.attributes).toEqual(['alt', 'height', 'src', 'width']);
    const src = new URL(shape.src ?? '');
    expect(src.origin + src.pathname).toBe(pixelBase);
    expect(src.searchParams.get('oid')).toBe(oid);
    expect(src.searchParams.get('cjevent')).toBe(cjevent);
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });
});
