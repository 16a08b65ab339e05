/**
 * The spec 2.4 query parameters in Chromium at 375 px: showBackButton=true
 * puts a Back control above the page that takes the shopper back to where
 * they were; intcmp and entrypoint of the address travel with the page view
 * (window.storeflowTags, what the tag manager receives). Axe on each state.
 */
import { devices } from '@playwright/test';
import { test, expect, expectNoAxeViolations } from './support/fixtures';
import { pageTags } from './support/card';

const { defaultBrowserType: _browser, ...pixel } = devices['Pixel 7'];
test.use({ ...pixel, viewport: { width: 375, height: 812 } });

const campaignLink = '/sales/digital/pdp.html?deviceId=nova-16&showBackButton=true&intcmp=hp-hero-nova16&entrypoint=homepage';

test('showBackButton=true: a Back control above the page at 375 px, which takes the shopper back', async ({ page }) => {
  await page.goto('/sales/digital/shop.html');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next phone' })).toBeVisible();
  // No Back control on an address that does not ask for one.
  await expect(page.getByTestId('BACK_LINK')).toHaveCount(0);

  await page.goto(campaignLink);
  const back = page.getByRole('button', { name: 'Back', exact: true });
  await expect(back).toBeVisible();
  await expect(back).toHaveAttribute('data-testid', 'BACK_LINK');
  // Above the page's heading and inside the 375 px screen (no sideways scrolling).
  const [backBox, headingBox] = [await back.boundingBox(), await page.getByRole('heading', { level: 1 }).boundingBox()];
  expect(backBox!.y).toBeLessThan(headingBox!.y);
  expect(backBox!.x + backBox!.width).toBeLessThanOrEqual(375);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await expectNoAxeViolations(page);

  await back.focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sales\/digital\/shop\.html$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your next phone' })).toBeVisible();
  await expect(page.getByTestId('BACK_LINK')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('the page view carries intcmp and entrypoint from the address, and no parameter the list does not name', async ({ page }) => {
  await page.goto(campaignLink);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect
    .poll(async () => (await pageTags(page)).find((tag) => tag.event === 'pageView'))
    .toMatchObject({ event: 'pageView', query: { intcmp: 'hp-hero-nova16', entrypoint: 'homepage' } });
  const pageView = (await pageTags(page)).find((tag) => tag.event === 'pageView') as { query: Record<string, string> };
  expect(Object.keys(pageView.query).sort()).toEqual(['entrypoint', 'intcmp']);
  await expectNoAxeViolations(page);
});
