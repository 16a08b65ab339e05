/**
 * The editor's sticky header on a 375 px phone, in real Chromium (jsdom lays nothing out). Stuck at the top while a
 * long table scrolls, it took about 20 % of the screen (the name, the file path, the toolbar and a status line of two
 * lines; analyst review): on a narrow window the name and the path scroll away with the page and Undo, Save, the save
 * state and the status line stay (studio.css, useStickyHeader.ts). At 1280 px the whole header stays.
 * The pages view's status line, empty until the view has something to say, leaves no band under the page's address.
 */
import { expect, test, type Locator, type Page } from '@playwright/test';
import { openBySearch, openStudio } from './studioPage';

/** Scrolls the page well past the editor's title, so the header is stuck; returns the part of it on the screen. */
async function stuckHeader(page: Page): Promise<{ top: number; bottom: number }> {
  await page.evaluate(() => window.scrollTo(0, (document.querySelector('#editor-title')?.getBoundingClientRect().top ?? 0) + window.scrollY + 900));
  await expect.poll(() => page.evaluate(() => document.querySelector('.editor-header')?.getBoundingClientRect().bottom ?? 0)).toBeGreaterThan(0);
  return page.evaluate(() => {
    const box = (document.querySelector('.editor-header') as HTMLElement).getBoundingClientRect();
    return { top: box.top, bottom: box.bottom };
  });
}

/** Whether the element's middle is on the screen and is the element itself (not covered by anything). */
const reachable = (element: Locator): Promise<boolean> =>
  element.evaluate((shown) => {
    const box = shown.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    return y > 0 && y < window.innerHeight && shown.contains(document.elementFromPoint(x, y));
  });

test('at 375 px, the stuck header keeps Undo, Save and the status and takes at most 12 % of the screen', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openStudio(page);
  await openBySearch(page, 'errorAssist', 'errorAssist');
  // A status of two lines at 375 px: what Save says when pressed with nothing to save.
  await page.getByRole('button', { name: 'Save' }).click({ force: true });
  await expect(page.locator('.editor-header [role="status"]')).toHaveText('Nothing to save: the file is as saved.');
  const { bottom } = await stuckHeader(page);
  expect(bottom).toBeLessThanOrEqual(740 * 0.12);
  const toolbar = page.getByRole('toolbar', { name: 'File actions' });
  for (const name of ['Undo', 'Save']) expect(await reachable(toolbar.getByRole('button', { name, exact: true }))).toBe(true);
  expect(await reachable(page.locator('.editor-header [role="status"]'))).toBe(true);
  expect(await reachable(toolbar.locator('.save-state'))).toBe(true);
  // A field focused by the keyboard is scrolled to below what stays stuck, not under it.
  const field = page.getByLabel('Row id');
  await field.focus();
  await field.evaluate((element) => element.scrollIntoView());
  expect((await field.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(bottom);
});

test('at 1280 px, the stuck header still shows the name and the file', async ({ page }) => {
  await openStudio(page);
  await openBySearch(page, 'errorAssist', 'errorAssist');
  await stuckHeader(page);
  expect(await reachable(page.locator('#editor-title'))).toBe(true);
  expect(await reachable(page.locator('.editor-header .file-path'))).toBe(true);
});

test("at 375 px, the pages view's empty status leaves no band under the page's address", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await openStudio(page);
  await openBySearch(page, 'confirmshippingdetails', 'tradein.confirmshippingdetails');
  const status = page.locator('.studio-pages [role="status"]');
  await expect(status).toHaveText('');
  // The live region stays in the page (it is announced when it speaks), taking no room.
  expect((await status.boundingBox())?.height).toBe(0);
  const address = await page.locator('.studio-pages__address').boundingBox();
  // Under the address, only "Go to the preview" (previewJump.spec.ts), right under it.
  const toPreview = await page.getByRole('link', { name: 'Go to the preview' }).boundingBox();
  const tree = await page.locator('.studio-pages__columns').boundingBox();
  expect((toPreview?.y ?? Infinity) - ((address?.y ?? 0) + (address?.height ?? 0))).toBeLessThanOrEqual(8);
  // Only the view's gap (12 px) and the field's (3 px) between the link and the page's tree; before, 50 px.
  expect((tree?.y ?? Infinity) - ((toPreview?.y ?? 0) + (toPreview?.height ?? 0))).toBeLessThanOrEqual(16);
});
