/**
 * The typed editors at 375 px, in real Chromium (jsdom lays nothing out), as an analyst on a phone-sized window sees
 * them: a switch's label reads from its track, wrapping at the name's underscores; the pages list shows the whole
 * name of the page chosen; a table row's note and effects, and a switch's description, show what they hold. Nothing is wider than the window
 * (README "For analysts: the flow studio"). Nothing is saved.
 */
import { expect, test, type Locator } from '@playwright/test';
import { openBySearch, openStudio } from './studioPage';

test.beforeEach(async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await openStudio(page);
});

/** How far the first line of the switch's words starts from its track: centred, they stood 40 px or more apart. */
const labelGap = (toggle: Locator): Promise<number> =>
  toggle.evaluate((button) => {
    const track = button.querySelector('.studio-switch__track')?.getBoundingClientRect();
    const label = button.querySelector('.studio-switch__label');
    const range = document.createRange();
    range.selectNodeContents(label as Node);
    const first = range.getClientRects()[0];
    return (first?.left ?? Infinity) - (track?.right ?? 0);
  });

test("at 375 px a switch's label starts beside its track and a long name wraps at its underscores", async ({ page }) => {
  await openBySearch(page, 'FF_SHOW_SERVICES_ERROR', 'FF_SHOW_SERVICES_ERROR');
  const toggle = page.getByRole('switch', { name: 'FF_SHOW_SERVICES_ERROR default' });
  expect(await labelGap(toggle)).toBeLessThanOrEqual(12);

  await openBySearch(page, 'NSA_REDIRECT_TH_PROSPECT_ACC_ATC', 'NSA_REDIRECT_TH_PROSPECT_ACC_ATC');
  const long = page.getByRole('switch', { name: 'NSA_REDIRECT_TH_PROSPECT_ACC_ATC default' });
  expect(await labelGap(long)).toBeLessThanOrEqual(12);
  const [switchBox, cardBox] = await Promise.all([long.boundingBox(), page.locator('.studio-card').filter({ has: long }).boundingBox()]);
  expect((switchBox?.x ?? 0) + (switchBox?.width ?? Infinity)).toBeLessThanOrEqual((cardBox?.x ?? 0) + (cardBox?.width ?? 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test('at 375 px every page of the pages list is named whole, its address said under the list', async ({ page }) => {
  await openBySearch(page, 'checkout.json', 'checkout');
  const pages = page.getByRole('combobox', { name: 'Page', exact: true });
  await pages.selectOption('checkout.expresscheckout');
  await expect(pages).toHaveAccessibleDescription('Address: expresscheckout.html');
  // Each option's words, in the list's font, against the room the closed list has for them (its box less the arrow).
  const overflowing = await pages.evaluate((select: HTMLSelectElement) => {
    const style = getComputedStyle(select);
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 24;
    return [...select.options].filter((option) => context.measureText(option.text).width > room).map((option) => option.text);
  });
  expect(overflowing).toEqual([]);
});

/** How much of its text a box shows at once: all of it (1), or as much as half the window holds. */
const shown = (field: Locator): Promise<number> => field.evaluate((box) => box.clientHeight / Math.min(box.scrollHeight, window.innerHeight / 2));

test("at 375 px an error row's note and effects show what they hold, not two or three lines of it", async ({ page }) => {
  await openBySearch(page, 'serviceErrors', 'serviceErrors');
  await page.locator('tr[data-row-id="goToUrl"]').click();
  // goToUrl's note is six lines at 375 px (it showed two), its effects 35 lines of JSON (it showed three).
  const note = page.getByRole('textbox', { name: 'Note (why this row exists)' });
  const effects = page.getByRole('textbox', { name: 'Effects (run in order)' });
  await expect(note).toBeVisible();
  for (const field of [note, effects]) expect(await shown(field)).toBeGreaterThanOrEqual(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});

test("at 375 px a switch's description shows all its words, not two lines of them", async ({ page }) => {
  await openBySearch(page, 'NSA_REDIRECT_TH_PROSPECT_ACC_ATC', 'NSA_REDIRECT_TH_PROSPECT_ACC_ATC');
  const description = page.getByRole('textbox', { name: 'What NSA_REDIRECT_TH_PROSPECT_ACC_ATC is for' });
  await expect(description).toBeVisible();
  expect(await shown(description)).toBeGreaterThanOrEqual(1);
});
