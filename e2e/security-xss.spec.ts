/**
 * Issue 12 item 2: the XSS corpus (tests/security/corpora/xss-payloads.json)
 * through the places a service answer or a query parameter reaches the page,
 * in Chromium under the CSP. Many payloads per page load: each test puts the
 * whole corpus into one answer. A payload that ran would call the canary
 * `__xss(id)`; one the CSP stopped is a violation, which fails the test through
 * the shared fixture. Below the browser: tests/security/xssCorpus.test.ts.
 */
import type { Page } from '@playwright/test';
import { test, expect, setMockOverrides, signIn, type CspViolation } from './support/fixtures';
import { landingPath, offers, offersKey, routePartners } from './support/card';
import corpus from '../tests/security/corpora/xss-payloads.json' with { type: 'json' };

const payloads = corpus.payloads.map((p) => p.payload);

/** The canary: a payload that runs calls __xss(id); nothing else in the app does. */
async function installCanary(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const hits: unknown[] = [];
    Object.defineProperty(window, '__xssHits', { value: hits });
    Object.defineProperty(window, '__xss', { value: (id: unknown) => hits.push(id) });
  });
}

/**
 * DOMPurify parses the dirty markup in an inert document that inherits our
 * CSP, so Chromium reports the handlers and style attributes it meets there
 * (nothing runs: the canary proves it). Those reports come from the
 * sanitiser's chunk and name no URL; any other violation fails the test.
 */
function unexpected(violations: readonly CspViolation[]): CspViolation[] {
  return violations.filter((v) => !(v.source.includes('/assets/sanitizeHtml-') && (v.blockedURI === '' || v.blockedURI === 'inline')));
}

async function expectNothingRan(page: Page, violations: readonly CspViolation[]): Promise<void> {
  // Give late handlers (onerror of a broken image, onfocus, ontoggle) time to fire.
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => (window as unknown as { __xssHits: unknown[] }).__xssHits)).toEqual([]);
  // No element a payload could have added that loads or runs anything.
  expect(
    await page
      .locator('#root script, #root iframe, #root object, #root embed, #root [onerror], #root [onload], #root [onclick], #root [style*="url("]')
      .count(),
  ).toBe(0);
  expect(await page.locator('#root a[href^="javascript:" i], #root a[href^="data:" i], #root a[href^="vbscript:" i]').count()).toBe(0);
  // Images only from our origin or the pixel host.
  const imageHosts = await page.evaluate(() => Array.from(document.images, (img) => new URL(img.src, location.href).host));
  expect(imageHosts.filter((host) => host !== new URL(page.url()).host && host !== 'tracking.affiliate.example')).toEqual([]);
  expect(unexpected(violations)).toEqual([]);
}

/** The content service's answer for a file, with strings replaced. */
function content(response: Record<string, unknown>) {
  return { body: { status: 'SUCCESS', response } };
}

// The sanitiser's inert-parse reports are expected here (see unexpected()); every other violation is asserted by expectNothingRan.
test.use({ failOnCspViolation: false });

test.beforeEach(async ({ page }) => {
  await installCanary(page);
  await routePartners(page);
  await signIn(page);
});

test(`card landing: ${payloads.length} payloads in content texts, authored HTML, offer texts and pixel parameters run none`, async ({
  page,
  cspViolations,
}) => {
  const offer = offers({ stateCd: payloads[0] ?? '', enterpriseId: payloads[1] ?? '' }, { propositionId: payloads[2], spoName: payloads[3] });
  await setMockOverrides(page, {
    [offersKey]: offer,
    'GET /content/services-v1/creditcardmlp.json': content({ heading: payloads.join(' '), intro: payloads.join(' '), benefitsHtml: payloads.join('<br>') }),
  });
  const query = new URLSearchParams({ oid: payloads.join(''), cjevent: payloads.slice(0, 40).join(''), prequalify: payloads[4] ?? '' });
  await page.goto(`${landingPath}?${query.toString()}`);
  await expect(page.getByTestId('CREDIT_CARD_MLP')).toBeVisible();
  await expect(page.getByTestId('CREDIT_CARD_MLP')).toContainText(payloads[0] ?? '');
  await expectNothingRan(page, cspViolations);
});

test(`employee splash: ${payloads.length} content sections (heading and HTML body) run none`, async ({ page, cspViolations }) => {
  await setMockOverrides(page, {
    [offersKey]: offers({}, { spoName: 'gc_15' }),
    'GET /content/services-v1/splash.json': content({
      heading: payloads[5],
      intro: payloads[6],
      sections: payloads.map((payload, index) => ({ id: `s${index}`, heading: payload, body: payload })),
    }),
  });
  await page.goto('/sales/digital/splash.html');
  // The sections did render: the first payload is a section heading shown as text, the body's text survived sanitising.
  await expect(page.locator('#root')).toContainText(payloads[0] ?? '');
  await expect(page.locator('#root')).toContainText('overlay 96');
  await expectNothingRan(page, cspViolations);
});

test(`error messages and the debug panel: ${payloads.length} payloads in a service error and an answer run none`, async ({ page, cspViolations }) => {
  await setMockOverrides(page, {
    [offersKey]: {
      body: {
        errors: [
          {
            id: payloads[7],
            name: payloads[8],
            message: payloads.join(' '),
            serviceErrMsg: payloads.join(' '),
            information_link: payloads[9],
            details: [{ lockedChannelID: payloads[10] }],
          },
        ],
        issacPromo: { stateCd: payloads.join(''), vvcFFlag: true, proposition: { isDirectApply: true, propositionId: payloads.join('') } },
      },
    },
  });
  await page.goto(`${landingPath}?debug=1&oid=${encodeURIComponent(payloads.join(''))}`);
  await expect(page.getByTestId('CREDIT_CARD_MLP').or(page.getByRole('alert')).first()).toBeVisible();
  await page.getByRole('button', { name: 'Debug' }).click();
  await expect(page.getByRole('dialog').or(page.getByRole('complementary')).first()).toBeVisible();
  await expectNothingRan(page, cspViolations);
});
