/**
 * Runs one case that `npm run flows:tests` generated from the flows (issue 11
 * item 1; the specs are under e2e/generated/): sets the shopper up (cookies,
 * sessionStorage, mock overrides, clock), takes the steps (the page load, a
 * click), then checks what the flows say the page shows. No fixed waits:
 * every check is a web-first assertion.
 */
import type { Page, Request, TestType } from '@playwright/test';
import { expect } from './expect';
import type { FlowCase } from '../../tools/qa/testgen/flowCase';
import { setAppCookies } from './cookies';
import { expectEmitted, installRecordingBridge, recordCalls } from './emitted';
import { MOCK_OVERRIDES_KEY as overridesKey } from './mockOverrides';

export type { FlowCase };

/** window.name once the case is over: the page stops setting the case's mock answers (contracts 4). */
const caseDone = 'storeflow:flow-case-done';

/** The partner banks' demo hosts (contracts 7) are not on this network: a stand-in page answers, so the address the shopper lands on can be checked. */
const partnerHosts = /^https:\/\/([a-z0-9-]+\.)*(cardbank|savingsbank)\.example\//;

/** Browser options of a case: its device (viewport, user agent) and UTC, the zone the generator computes clock times in. */
export function useFor(flowCase: FlowCase): Parameters<TestType<object, object>['use']>[0] {
  return {
    timezoneId: 'UTC',
    ...(flowCase.setup.viewport ? { viewport: flowCase.setup.viewport } : {}),
    ...(flowCase.setup.userAgent ? { userAgent: flowCase.setup.userAgent } : {}),
  };
}

/** The pathname, and every query parameter the expected address names with its value (others, like a cache-buster, may be added). */
function urlMatcher(expected: string): (url: URL) => boolean {
  const want = new URL(expected, 'http://127.0.0.1');
  return (url) => url.pathname === want.pathname && [...want.searchParams].every(([name, value]) => url.searchParams.get(name) === value);
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** How the current document was reached; undefined while a navigation replaces it. */
async function navigationType(page: Page): Promise<string | undefined> {
  return page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined)?.type).catch(() => undefined);
}

/** A jsNotifyAsDynamic request (by its mock-override key) carrying this level and sub-event. */
function isLogLine(request: Request, log: NonNullable<FlowCase['expect']['log']>): boolean {
  const [method, path] = log.call.split(' ');
  if (request.method() !== method || new URL(request.url()).pathname !== path) return false;
  const body = request.postDataJSON() as { messageType?: unknown; subEventType?: unknown } | null;
  return body?.messageType === log.messageType && body.subEventType === log.subEventType;
}

export interface RunOptions {
  /**
   * The case reaches a page and the shopper stays there (the page cases, e2e/generated/pages-*): its address is
   * where the clicks lead, not a redirect that could act on the case's answers again.
   */
  landsOnPage: boolean;
}

export async function runFlowCase(page: Page, flowCase: FlowCase, options: RunOptions = { landsOnPage: false }): Promise<void> {
  const { setup, steps, expect: expected } = flowCase;
  await setAppCookies(page, setup.cookies);
  await page.addInitScript(
    ({ key, value, done }) => {
      if (window.name === done) return;
      // about:blank and other opaque origins have no storage.
      try {
        window.localStorage.setItem(key, value);
      } catch {
        /* no storage on this document */
      }
    },
    { key: overridesKey, value: JSON.stringify(setup.overrides), done: caseDone },
  );
  if (Object.keys(setup.sessionStorage).length > 0) {
    await page.addInitScript((entries) => {
      // about:blank (where a case ends) has no storage.
      try {
        for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
      } catch {
        /* no storage on this document */
      }
    }, Object.entries(setup.sessionStorage));
  }
  if (setup.clock !== undefined) await page.clock.setFixedTime(setup.clock);
  if (setup.nativeBridge) await installRecordingBridge(page);
  const calls = recordCalls(page);
  // On the context, not the page: the application opens in a pop-up (spec 4.8), a page of its own that the opener's
  // routes do not reach; it went to the real partner host, still loading (or failing) as the test ended.
  await page.context().route(partnerHosts, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Partner</title>' }));

  // A case that expects no reload and no other address (or the very page it opens) expects the shopper to stay there.
  const staysOnPage = !expected.reloaded && (expected.url === undefined || urlMatcher(expected.url)(new URL(setup.path, 'http://127.0.0.1')));
  // Only a case sent elsewhere by its answers (a redirect, a reload) may meet them again on the page it lands on.
  const sentAway = expected.reloaded || (expected.url !== undefined && !staysOnPage && !options.landsOnPage);
  const navigations: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) navigations.push(request.url());
  });
  // Listening starts before the page loads, so a line logged during the load is seen.
  const logged = expected.log ? page.waitForRequest((request) => isLogLine(request, expected.log!), { timeout: 15_000 }) : undefined;
  for (const step of steps) {
    if (step.kind === 'load') {
      await page.goto(setup.path);
      // The app has taken the page over and rendered its title before anything is judged (unless it is meant to leave).
      if (staysOnPage) {
        await expect(page.locator('#root[data-hydrated]')).toBeAttached();
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      }
    } else {
      // The accessible name is the flow's label, perhaps followed by one decorative sign (a text link adds an arrow).
      await page
        .getByRole(step.role, { name: new RegExp(`^${escapeRegExp(step.name)}(\\s*[^\\w\\s])?$`) })
        .first()
        .click();
    }
  }

  if (expected.url !== undefined) {
    // Sent there: the address may answer by sending the shopper on (the session-logout address lands on a signed-out page).
    const matches = urlMatcher(expected.url);
    await expect.poll(() => [...navigations, page.url()].some((url) => matches(new URL(url)))).toBe(true);
  }
  if (expected.reloaded) await expect.poll(() => navigationType(page)).toBe('reload');
  if (logged) await logged;
  for (const testId of expected.visibleTestIds) await expect(page.getByTestId(testId).first()).toBeVisible();
  for (const text of expected.texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  for (const testId of expected.absentTestIds) await expect(page.getByTestId(testId)).toHaveCount(0);
  if (expected.emitted) await expectEmitted(page, expected.emitted, calls);
  if (sentAway) {
    // The mock repeats its answer on the page the shopper lands on, which may act on it again (reload, redirect) for
    // ever, and the fixtures' end-of-test reads would wait on a page that keeps navigating: the case's answers end here
    // (window.name outlives navigations in this tab), so the next load gets the mock's defaults and settles. A case
    // that stays keeps its answers: ended while its page still calls, a call would get the defaults and leave.
    await expect(async () => {
      await page.evaluate(
        ({ key, done }) => {
          window.name = done;
          window.localStorage.removeItem(key);
        },
        { key: overridesKey, done: caseDone },
      );
    }).toPass();
  }
}
