/**
 * One generated e2e case (issue 11 item 1): what to set up, what to do, what
 * the page must then show. Plain data, written into the case files under
 * e2e/generated/ and run by e2e/support/flowCase.ts.
 */
export interface MockAnswer {
  status?: number;
  body?: unknown;
  delayMs?: number;
  networkError?: boolean;
}

export interface CaseSetup {
  /** The address to open: base path, route and query (`/sales/nse/openbankmlp.html?x=1`). */
  path: string;
  cookies: Record<string, string>;
  sessionStorage: Record<string, string>;
  /** localStorage["mock:overrides"], keyed on the path this shopper really calls (src/services/adapterPath.ts). */
  overrides: Record<string, MockAnswer | MockAnswer[]>;
  /** Playwright clock: fixed time in ms since the epoch (the browser runs in UTC). */
  clock?: number;
  viewport?: { width: number; height: number };
  userAgent?: string;
  /** Inside the native app: a bridge (window.mfaBridge) that records what the page posts to the app. */
  nativeBridge?: boolean;
}

/** Load the page, or click the control whose event makes the call the table reads. */
export type CaseStep = { kind: 'load' } | { kind: 'click'; role: 'button' | 'link'; name: string };

export interface CaseExpectation {
  /** Test ids shown (visible) and not shown (absent) for this outcome. */
  visibleTestIds: string[];
  absentTestIds: string[];
  /** Shopper texts of the outcome that the page shows. */
  texts: string[];
  /** The address the shopper ends on, when the outcome leaves the page: its pathname, and every query parameter it names with that value. */
  url?: string;
  /** The page reloads (spec 8: accessory 3000). */
  reloaded?: boolean;
  /** The line logged to jsNotifyAsDynamic (spec 7, 8): its call (`POST /peripheralsservice/nse/jsNotifyAsDynamic`), level and sub-event. */
  log?: { call: string; messageType: string; subEventType: string };
  /** What the page sends out for the outcome when it shows nothing of it (an action's declared emits, src/model/actionEmits.ts). */
  emitted?: EmittedExpectation[];
}

/**
 * Seen outside the page: a bridge message or a page-tag record carrying these
 * fields (dotted paths, values compared as JSON), or a service call made or,
 * by the time the page-view tag is sent, not made.
 */
export type EmittedExpectation =
  | { channel: 'bridge'; type: string; fields: Record<string, unknown> }
  | { channel: 'pageTag'; event: string; fields: Record<string, unknown> }
  | { channel: 'call'; call: string; made: boolean };

export interface FlowCase {
  /** `decision savingsLanding ineligibleCode #1 (code in serviceErrMsg)`. */
  title: string;
  /** Where it comes from: `flows/decisions/savings-landing.json rows[0].examples[0]`. */
  source: string;
  setup: CaseSetup;
  steps: CaseStep[];
  expect: CaseExpectation;
}

/** A case the generator cannot turn into a test, and why (listed and counted, never skipped silently). */
export interface UnexpressedCase {
  title: string;
  reason: string;
}

export type CaseOutcome = { ok: true; flowCase: FlowCase } | { ok: false; unexpressed: UnexpressedCase };
