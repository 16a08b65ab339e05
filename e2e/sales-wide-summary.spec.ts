/**
 * Cart, checkout hub and order review on wide screens (issue 23 item 3): from
 * 1024 px the order summary is a column beside the lines, and stays in view
 * (sticky) while the lines scroll; below, one column with the summary after
 * the lines. axe on the wide cart. The cart's upsells are cards with a
 * picture and a price (two a row beside the summary, one a row on phones).
 * A phone line is changed by going back to its pdp with its choices kept.
 */
import { test, expect, expectNoAxeViolations, signIn } from './support/fixtures';

async function cartWithPhone(page: import('@playwright/test').Page, choices: { colour?: string; capacity?: string } = {}): Promise<void> {
  await signIn(page);
  await page.goto('/sales/digital/pdp.html?deviceId=galaxa-s25');
  if (choices.colour) await page.getByLabel(choices.colour).check();
  if (choices.capacity) await page.getByLabel(choices.capacity).check();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page).toHaveURL(/accessoryInterstitial\.html$/);
  await page.getByRole('button', { name: 'Add to cart: Clear MagSafe-style case' }).click();
  await expect(page.getByText('Added to your cart.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue to cart' }).click();
  await expect(page).toHaveURL(/expresscart\.html$/);
  // Measured once all is in: no loader left (the cart lines, the summary and the upsells come with answers and lazy code).
  await expect(page.locator('#main .sf-loader')).toHaveCount(0);
}

/** The upsell cards: plan, trade-in, accessories and protection, each a level-3 heading, a price and a link. */
async function expectUpsellCards(page: import('@playwright/test').Page): Promise<Array<{ x: number; y: number }>> {
  const cards = page.getByRole('region', { name: 'Make it yours' }).getByRole('listitem');
  await expect(cards.getByRole('heading', { level: 3 })).toHaveText(['A plan that fits', 'Trade in your phone', 'Accessories', 'Protect your phone']);
  await expect(cards.locator('.sf-offer__price')).toHaveText(['Plans from $65.00/mo', 'Up to $650.00 credit', 'From $29.99', 'From $9.00/mo']);
  await expect(page.getByRole('link', { name: 'Choose protection' })).toBeVisible();
  return Promise.all((await cards.all()).map(async (card) => (await card.boundingBox())!));
}

test('at 1280 px the cart summary sits beside the lines and stays in view', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 600 });
  await cartWithPhone(page);
  const summary = page.getByRole('region', { name: 'Order summary' });
  const phones = page.getByRole('region', { name: 'Phones' });
  await expect(summary).toBeVisible();
  const [s, p] = [await summary.boundingBox(), await phones.boundingBox()];
  expect(s!.x).toBeGreaterThan(p!.x + p!.width);
  expect(Math.abs(s!.y - p!.y)).toBeLessThan(40);
  await expectNoAxeViolations(page);
  const [plan, tradeIn, accessories] = await expectUpsellCards(page);
  expect(Math.abs(plan!.y - tradeIn!.y)).toBeLessThan(2);
  expect(accessories!.y).toBeGreaterThan(plan!.y);
  // Scrolled to the upsells below the lines, the summary is still on screen.
  await page.getByRole('heading', { name: 'Make it yours' }).scrollIntoViewIfNeeded();
  await page.mouse.wheel(0, 400);
  await expect(summary).toBeInViewport();
  await expect(page.getByRole('button', { name: 'Continue to checkout' })).toBeInViewport();
});

test('at 375 px the summary follows the lines in one column', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  // Not the first colour and capacity, so the pdp opened from the line shows the line's choices, not its defaults.
  await cartWithPhone(page, { colour: 'Icy Blue', capacity: '256 GB' });
  const [s, p] = [await page.getByRole('region', { name: 'Order summary' }).boundingBox(), await page.getByRole('region', { name: 'Phones' }).boundingBox()];
  expect(s!.y).toBeGreaterThan(p!.y + p!.height);
  expect(Math.abs(s!.x - p!.x)).toBeLessThan(2);
  const [plan, tradeIn] = await expectUpsellCards(page);
  expect(tradeIn!.y).toBeGreaterThan(plan!.y);
  // A line is changed on its pdp, its choices kept (issue 23 item 3): the colour changes, the line stays one.
  await page.getByRole('link', { name: 'Change Galaxa S25' }).click();
  await expect(page).toHaveURL(/pdp\.html\?deviceId=galaxa-s25&colourId=[^&]+&capacityId=[^&]+&paymentOption=monthly&itemId=/);
  await expect(page.getByLabel('Icy Blue')).toBeChecked();
  await expect(page.getByLabel('256 GB')).toBeChecked();
  await page.getByLabel('Mint').check();
  await page.getByRole('button', { name: 'Update cart' }).click();
  await expect(page).toHaveURL(/expresscart\.html$/);
  const phones = page.getByRole('region', { name: 'Phones' });
  await expect(phones.getByText('Mint, 256 GB')).toBeVisible();
  await expect(phones.getByRole('listitem')).toHaveCount(1);
});
