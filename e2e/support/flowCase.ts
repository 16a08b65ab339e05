/**
 * Runs one case that `npm run flows:tests` generated from the flows (issue 11
 * item 1; the specs are under e2e/generated/): sets the shopper up (cookies,
 * sessionStorage, mock overrides, clock), takes the steps (the page load, a
 * click), then checks what the flows say the page shows. No fixed waits:
 * every check is a web-first assertion.
 */
import { expect, type Page, type TestType } from '@playwright/test';
import type { FlowCase } from '../../tools/qa/testgen/flowCase';
import { setAppCookies } from './cookies';
import { setMockOverrides, type MockOverrides } from './mockOverrides';

export type { FlowCase };

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

export async function runFlowCase(page: Page, flowCase: FlowCase): Promise<void> {
  const { setup, steps, expect: expected } = flowCase;
  await setAppCookies(page, setup.cookies);
  await setMockOverrides(page, setup.overrides as MockOverrides);
  if (Object.keys(setup.sessionStorage).length > 0) {
    await page.addInitScript((entries) => {
      for (const [key, value] of entries) window.sessionStorage.setItem(key, value);
    }, Object.entries(setup.sessionStorage));
  }
  if (setup.clock !== undefined) await page.clock.setFixedTime(setup.clock);
  await page.route(partnerHosts, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>Partner</title>' }));

  for (const step of steps) {
    if (step.kind === 'load') {
      await page.goto(setup.path);
      // The page has rendered its title before anything is judged absent.
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    } else {
      await page.getByRole(step.role, { name: step.name, exact: true }).click();
    }
  }

  if (expected.url !== undefined) await expect(page).toHaveURL(expected.url);
  for (const testId of expected.visibleTestIds) await expect(page.getByTestId(testId).first()).toBeVisible();
  for (const text of expected.texts) await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
  for (const testId of expected.absentTestIds) await expect(page.getByTestId(testId)).toHaveCount(0);
}
