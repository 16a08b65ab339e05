/**
 * Chunk-load failure (spec 8) in the browser: the savings journey's chunk
 * request is aborted. With FF_CHUNK_RELOAD on (cdlThrottleList cookie) the
 * page reloads once with a timestamp parameter, then shows 'Something went
 * wrong.'; with it off the message shows at once and the failure is logged
 * to jsNotifyAsDynamic as a script-load error. The fixture fails either test
 * on any uncaught page error or unhandled rejection.
 */
import type { Page } from '@playwright/test';
import { test, expect, setAppCookies } from './support/fixtures';

const landing = '/sales/digital/openbankmlp.html';

/**
 * Aborts every request for the savings journey's chunk and counts the page loads that asked for it (a pre-rendered
 * page names the chunk in a modulepreload link, and the import asks again after the preload failed: one load, two requests).
 */
async function abortSavingsChunk(page: Page): Promise<{ loads: Set<string> }> {
  const aborted = { loads: new Set<string>() };
  await page.context().route(/\/assets\/savings-[^/]+\.js$/, async (route) => {
    aborted.loads.add(page.url());
    await route.abort();
  });
  return aborted;
}

test('switch on: a failed journey chunk reloads the page once with a timestamp, then shows the message', async ({ page }) => {
  await setAppCookies(page, { loggedIn: 'true', cdlThrottleList: 'FF_CHUNK_RELOAD' });
  const aborted = await abortSavingsChunk(page);
  await page.goto(`${landing}?srcCode=abc`);
  await page.waitForURL(/[?&]ts=\d+/);
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong.' })).toBeVisible();
  const url = new URL(page.url());
  expect(url.searchParams.get('srcCode')).toBe('abc');
  expect(aborted.loads.size).toBe(2);
});

test('switch off: a failed journey chunk shows the message without reloading and is logged as a script-load error', async ({ page }) => {
  await setAppCookies(page, { loggedIn: 'true' });
  const aborted = await abortSavingsChunk(page);
  const logged = page.waitForRequest((request) => request.url().includes('/jsNotifyAsDynamic') && (request.postData() ?? '').includes('SCRIPT_LOAD_ERROR'));
  await page.goto(landing);
  await expect(page.getByRole('alert').filter({ hasText: 'Something went wrong.' })).toBeVisible();
  expect(JSON.parse((await logged).postData() ?? '{}')).toMatchObject({
    eventType: 'SCRIPT_ERROR',
    subEventType: 'SCRIPT_LOAD_ERROR',
    errorClass: 'script-load',
  });
  expect(new URL(page.url()).searchParams.has('ts')).toBe(false);
  expect(aborted.loads.size).toBe(1);
});
