/**
 * Per-call answers for the demo build's mock services (contracts.md section 4).
 *
 * The mocks read `localStorage["mock:overrides"]` at each request, so the value
 * must be there before the app's first call: an init script runs before any
 * page script, on every navigation of this page. Overrides therefore hold for
 * the whole test, across reloads; call again to replace them.
 *
 * The types are written here, not imported from src/, so the e2e suite stays a
 * black-box client of the fixed contract.
 */
import type { Page } from '@playwright/test';

export const MOCK_OVERRIDES_KEY = 'mock:overrides';

/** One mock answer. Defaults: status 200, no body, no extra headers, no delay. */
export interface MockAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
  delayMs?: number;
  /** Fail the request at the network level (no HTTP response at all). */
  networkError?: boolean;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** Keys are "METHOD /path" (no origin, no query); an array is used in turn, the last one repeats. */
export type MockOverrides = Record<`${Method} /${string}`, MockAnswer | MockAnswer[]>;

export async function setMockOverrides(page: Page, overrides: MockOverrides): Promise<void> {
  await page.addInitScript(
    ({ key, value }) => {
      // about:blank and other opaque origins have no storage; skip them quietly.
      try {
        window.localStorage.setItem(key, value);
      } catch {
        /* no storage on this document */
      }
    },
    { key: MOCK_OVERRIDES_KEY, value: JSON.stringify(overrides) },
  );
}
