/**
 * Error assistance in the browser (spec 4.5, 5, 8, 9): a generic service
 * error's banner offers the link flows/decisions/error-assist.json picks. The
 * local time comes from Playwright's clock (fixed time, New York zone), the
 * agent count from a mock override; EA_VC is on through the cdlThrottleList cookie.
 */
import { test, expect, expectNoAxeViolations, setAppCookies, setMockOverrides } from './support/fixtures';

test.use({ timezoneId: 'America/New_York' });

const landing = '/sales/digital/openbankmlp.html';
const generic = 'Looks like something went wrong. Please try again later.';
const videoLink = 'Click here to get 1:1 video support from a store Specialist.';
const liveRepLink = 'For assistance, click here to connect with a live representative.';

async function failWithAgents(page: import('@playwright/test').Page, agents: number): Promise<void> {
  await setMockOverrides(page, {
    'POST /cartservice/cart/getNSAThrottleList': { body: { errors: [{ id: 'E1', name: 'SYSTEM_ERROR', message: '' }] } },
    'GET /support/1d/data/nos/videochat': { body: { isVideoChatAvailable: true, mediaoutput: { agentstatistics: [{ available: agents }] } } },
  });
  await setAppCookies(page, { loggedIn: 'true', cdlThrottleList: 'EA_VC' });
}

test('10:00 with 6 agents: the error banner offers video support, opened in a window of at most 700 px', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-23T10:00:00-05:00'));
  await failWithAgents(page, 6);
  await page
    .context()
    .route('https://videoassist.storeflow.example/**', (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Video support</title>' }),
    );
  await page.goto(landing);
  const banner = page.getByRole('alert').filter({ hasText: generic });
  const assist = banner.getByRole('button', { name: videoLink });
  await expect(assist).toBeVisible();
  await expectNoAxeViolations(page);
  const popupEvent = page.waitForEvent('popup');
  await assist.click();
  const popup = await popupEvent;
  await popup.waitForLoadState();
  expect(popup.url()).toBe('https://videoassist.storeflow.example/session?source=error');
  const size = await popup.evaluate(() => ({ width: window.outerWidth, height: window.outerHeight }));
  expect(size.width).toBeLessThanOrEqual(700);
  expect(size.height).toBeLessThanOrEqual(700);
});

for (const { name, time, agents } of [
  { name: '23:00 with 6 agents', time: '2026-11-23T23:00:00-05:00', agents: 6 },
  { name: '10:00 with only 3 agents', time: '2026-11-23T10:00:00-05:00', agents: 3 },
]) {
  test(`${name}: no video, the banner offers a live representative`, async ({ page }) => {
    await page.clock.setFixedTime(new Date(time));
    await failWithAgents(page, agents);
    await page.goto(landing);
    const banner = page.getByRole('alert').filter({ hasText: generic });
    await expect(banner.getByRole('button', { name: liveRepLink })).toBeVisible();
    await expect(page.getByRole('button', { name: videoLink })).toHaveCount(0);
  });
}

// Spec 9, 4.5: error assistance's code comes with the prefetch (src/app/main.tsx), before any error, so a later
// banner (role="alert") shows its link with its message instead of adding it a chunk later.
test('the spec 9 prefetch fetches error assistance code on a page with no error', async ({ page }) => {
  const assistCode = page.waitForRequest(/\/assistCode[^/]*\.js/);
  await page.goto(landing);
  await assistCode;
  await expect(page.getByRole('alert')).toHaveCount(0);
});
