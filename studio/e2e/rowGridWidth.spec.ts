/**
 * The rows grid of a table at 375 and 1280 px, in real Chromium (jsdom lays nothing out): savingsLanding's long names
 * (row ids, fact paths, view names) wrap between their words, never inside one; at 1280 px "ineligibleCode" read
 * "ineligibleC / ode" and "openBankIneligible" "openBankIneli / gible". At 375 px each row stacks its cells, each after
 * its column's name, so Examples and State read without scrolling the grid sideways (README "For analysts: the flow
 * studio": nothing is wider than the window). cartLock's "chatRepresentative" at 1280: the Row column is as wide as
 * "Representative", the longest word of a row id in the flows. A word of prose or a page name is never cut either: at
 * 1280 the fixed columns cut "representative." (errorAssist), "createapplication." (cardApplication),
 * "prospectbyodoptions." (sessionEnd) and "expresscheckout." (cartLost); the columns are now as wide as their
 * longest word.
 */
import { expect, test, type Locator } from '@playwright/test';
import { openBySearch, openStudio } from './studioPage';

/** The words of the grid's cells that the layout broke over two lines (a word: a run without spaces between <wbr>s). */
const brokenWords = (grid: Locator): Promise<string[]> =>
  grid.evaluate((table) => {
    const broken: string[] = [];
    const walker = document.createTreeWalker(table.querySelector('tbody') as Node, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      for (const word of (node.textContent ?? '').matchAll(/\S+/g)) {
        const range = document.createRange();
        range.setStart(node, word.index);
        range.setEnd(node, word.index + word[0].length);
        const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (lines.size > 1) broken.push(word[0]);
      }
    }
    return broken;
  });

const tops = (cells: Locator): Promise<number[]> => cells.evaluateAll((all) => all.map((cell) => cell.getBoundingClientRect().top));

test("the rows grid reads at 375 and 1280 px: names wrap between their words, and a narrow window stacks each row's cells", async ({ page }) => {
  await openStudio(page);
  await openBySearch(page, 'savingsLanding', 'savingsLanding');
  const grid = page.getByRole('grid', { name: 'Rows of savingsLanding, in the order they are tried' });
  const cells = grid.locator('tr[data-row-id="signInWithMobileNumber"]').getByRole('gridcell');
  await expect(cells).toHaveCount(5);
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: 800 });
    expect(await brokenWords(grid)).toEqual([]);
    const lineTops = await tops(cells);
    if (width === 1280) {
      // One line of five columns.
      expect(new Set(lineTops).size).toBe(1);
    } else {
      // Stacked: each cell under the one before, the state inside the window, the grid not scrolled sideways.
      lineTops.slice(1).forEach((top, index) => expect(top).toBeGreaterThan(lineTops[index] ?? Infinity));
      const stateBox = await cells.last().boundingBox();
      expect((stateBox?.x ?? 0) + (stateBox?.width ?? 0)).toBeLessThanOrEqual(width);
      expect(await page.locator('#table-rows').evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    }
  }
  // The Row column holds the longest word of a row id in the flows: "chatRepresentative" read "chat / Representat / ive".
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBySearch(page, 'cartLock', 'cartLock');
  expect(await brokenWords(page.getByRole('grid', { name: 'Rows of cartLock, in the order they are tried' }))).toEqual([]);
});

test('at 1280 px no word of prose or page name is cut in the rows grid', async ({ page }) => {
  await openStudio(page);
  for (const id of ['errorAssist', 'cardApplication', 'sessionEnd', 'cartLost']) {
    await openBySearch(page, id, id);
    const grid = page.getByRole('grid', { name: `Rows of ${id}, in the order they are tried` });
    await expect(grid).toBeVisible();
    expect(await brokenWords(grid), id).toEqual([]);
    // Nothing to scroll sideways to: the columns fit the editor.
    expect(await page.locator('#table-rows').evaluate((box) => box.scrollWidth - box.clientWidth), id).toBe(0);
  }
});
