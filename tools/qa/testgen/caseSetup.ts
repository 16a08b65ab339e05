import { decide } from '../../../src/engine/decide.ts';
import type { AdapterDefinition } from '../../../src/model/adapterDefinition.ts';
import type { Facts } from '../../../src/model/facts.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import { adapterPath } from '../../../src/services/adapterPath.ts';
import type { RegistryManifest } from '../../flowcheck/registryManifest.ts';
import type { CaseSetup, MockAnswer } from './flowCase.ts';
import { pageFacts } from './pageFacts.ts';
import { caseBlankFacts } from './caseBlankFacts.ts';
import { isRecord } from '../../isRecord.ts';

type Record_ = Record<string, unknown>;

/** Example fact roots a browser test can set up, and how (the rest make a case unexpressible, with the reason). */
const settable = new Set(['decisions', 'user', 'device', 'native', 'shell', 'url', 'clock', 'switches', 'answers', 'calls', 'cart', 'env']);
const whyNot: Record<string, string> = {
  ui: 'it sets ui.* state that only an interaction on the page creates',
  item: 'item.* is one cart line inside an action, not a page fact',
  session: 'session.* is the session timer’s state (tests/plumbing cover it)',
  errorAssist: 'errorAssist.* is the error-assistance check’s state after a failed call',
};

/** The neutral phone and tablet of the e2e suite (a Pixel 7 and an iPad user agent). */
const phoneAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** A user agent and width the deviceType table classes as `type` (taken from that table's own examples). */
function deviceFor(flows: FlowSet, type: string): { userAgent: string; width: number } | undefined {
  if (type === 'desktop') return { userAgent: '', width: 1280 };
  const table = flows.decisions.deviceType;
  for (const row of table ? [...table.rows, table.default] : []) {
    for (const example of row.examples) {
      const device = (example.facts as Record_).device as Record_ | undefined;
      if (!device || typeof device.viewportWidth !== 'number') continue;
      const blank = caseBlankFacts(flows);
      const facts = { ...blank, device: { ...blank.device, ...device } };
      if (table && decide(table, { facts, texts: flows.texts }).result.type === type) {
        return { userAgent: typeof device.userAgent === 'string' && device.userAgent ? device.userAgent : phoneAgent, width: device.viewportWidth };
      }
    }
  }
  return undefined;
}

/** Monday 5 January 2026 at hour:minute UTC, moved to the asked weekday (the generated cases run the browser in UTC). */
function clockAt(clock: Record_): number {
  if (typeof clock.now === 'number') return clock.now;
  const day = typeof clock.dayOfWeek === 'number' ? clock.dayOfWeek : 1;
  return Date.UTC(2026, 0, 4 + day, typeof clock.hour === 'number' ? clock.hour : 12, typeof clock.minute === 'number' ? clock.minute : 0);
}

/**
 * The mock-override key (contracts 4) of the call this shopper really makes:
 * the runtime's own choice of API base (src/services/adapterPath.ts, spec 6)
 * over who the set-up makes them (cookies, prepaid base path).
 */
export function serviceKey(adapter: string, setup: Pick<CaseSetup, 'cookies' | 'path'>, flows: FlowSet, manifest: RegistryManifest): string | undefined {
  const definition = manifest.adapters[adapter];
  if (!definition) return undefined;
  const blank = caseBlankFacts(flows);
  const prepay = setup.cookies.role === 'prepay' || setup.path.startsWith('/sales/prepaid/');
  const facts = { ...blank, user: { ...blank.user, signedIn: setup.cookies.loggedIn === 'true', prepay } } as Facts;
  return `${definition.method} ${adapterPath(definition as unknown as AdapterDefinition, facts)}`;
}

export interface SetupResult {
  setup: CaseSetup;
  /** Why the facts cannot be set up in a browser; empty when they can. */
  reasons: string[];
}

/**
 * Turns an example's facts into what a browser test sets up (contracts 4, 5, 8):
 * cookies, sessionStorage, mock overrides keyed on the path this shopper
 * really calls (src/services/adapterPath.ts picks it, as at runtime), the
 * throttle-list answer for switches, the clock, the address and the device.
 */
export function caseSetup(facts: Record_, route: string, flows: FlowSet, manifest: RegistryManifest): SetupResult {
  const reasons: string[] = [];
  const cookies: Record<string, string> = {};
  const sessionStorage: Record<string, string> = {};
  const overrides: CaseSetup['overrides'] = {};
  const setup: CaseSetup = { path: '', cookies, sessionStorage, overrides };
  for (const root of Object.keys(facts)) {
    if (!settable.has(root)) reasons.push(`${root}.*: ${whyNot[root] ?? 'no browser set-up sets it'}`);
  }

  const user = (facts.user ?? {}) as Record_;
  const signedIn = user.signedIn === true || user.prospect === false;
  if (signedIn && user.prospect === true) reasons.push('user.signedIn and user.prospect are both true: no shopper is both');
  if (signedIn && user.guest !== true && user.role !== 'guest') cookies.loggedIn = 'true';
  if (user.guest === true || user.role === 'guest') cookies.role = 'guest';
  if (user.prepay === true || user.role === 'prepay') cookies.role = 'prepay';
  if (typeof user.customerId === 'string' && user.customerId) cookies.customerId = user.customerId;
  if (typeof user.mtn === 'string' && user.mtn) cookies.mtn = user.mtn;
  if (user.employee === true) reasons.push('user.employee: decided by the employee table from the offer answer; set answers.getoffers instead');
  const lob = typeof user.lob === 'string' && user.lob ? user.lob : user.joint === true ? 'vzw|vzt' : user.fios === true ? 'vzt' : '';
  if (lob) sessionStorage.lob = lob;

  const cart = (facts.cart ?? {}) as Record_;
  if (typeof cart.cartId === 'string') cookies.cartId = cart.cartId;
  if (typeof cart.count === 'number') cookies.gnCartCount = String(cart.count);
  if (cart.prospectCartAvailable === true) cookies.prospectCartAvailable = 'true';

  const env = (facts.env ?? {}) as Record_;
  if (env.production === true || (typeof env.host === 'string' && env.host !== '127.0.0.1')) {
    reasons.push('env.production / env.host: the tests run on 127.0.0.1, never on the production host');
  }

  const url = (facts.url ?? {}) as Record_;
  const basePath = typeof url.basePath === 'string' ? url.basePath : user.prepay === true && user.role !== 'prepay' ? '/sales/prepaid/' : '/sales/digital/';
  const query = new URLSearchParams(isRecord(url.query) ? Object.entries(url.query).map(([key, value]) => [key, String(value)]) : []);
  setup.path = `${basePath}${route}.html${query.size > 0 ? `?${query.toString()}` : ''}`;
  if (typeof url.host === 'string' || typeof url.path === 'string') reasons.push('url.host / url.path: set through the page chosen, not directly');

  const device = (facts.device ?? {}) as Record_;
  const native = (facts.native ?? {}) as Record_;
  let userAgent = typeof device.userAgent === 'string' ? device.userAgent : '';
  let width = typeof device.viewportWidth === 'number' ? device.viewportWidth : typeof native.pageWidth === 'number' ? native.pageWidth : undefined;
  if (typeof device.type === 'string' && !userAgent) {
    const found = deviceFor(flows, device.type);
    if (!found) reasons.push(`device.type "${device.type}": no deviceType example gives a user agent for it`);
    else {
      userAgent = found.userAgent;
      width ??= found.width;
    }
  }
  if (device.channelId !== undefined) reasons.push('device.channelId: decided by the deviceChannel table; set device.type or the user agent instead');
  const nativeApp = native.app === true || device.nativeApp === true;
  if (nativeApp && !userAgent.includes('VZW-MFA')) {
    const version = native.appReleaseVersion ?? native.appVersion ?? device.appVersion;
    const ios = native.platform === 'ios' || device.nativePlatform === 'ios';
    userAgent = `${userAgent || (ios ? 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' : phoneAgent)} VZW-MFA${version ? `/${String(version)}` : ''}`;
  }
  // The app provides the bridge its pages post to; the case installs one that records the messages.
  if (nativeApp) setup.nativeBridge = true;
  if (typeof native.lob === 'string' && native.lob) sessionStorage.lob = native.lob;
  if (isRecord(native.props) && Object.keys(native.props).length > 0) sessionStorage.nativeProps = JSON.stringify(native.props);
  const shell = (facts.shell ?? {}) as Record_;
  if (shell.smartBannerClosed === true) sessionStorage['storeflow:smartBannerClosed'] = 'true';
  if (userAgent) setup.userAgent = userAgent;
  if (width !== undefined) setup.viewport = { width, height: 800 };

  if (isRecord(facts.clock)) setup.clock = clockAt(facts.clock);

  const pathOf = (adapter: string): string | undefined => serviceKey(adapter, setup, flows, manifest);

  const switches = (facts.switches ?? {}) as Record_;
  const throttleList: string[] = [];
  for (const [name, on] of Object.entries(switches)) {
    const declared = flows.switches[name];
    if (!declared) reasons.push(`switches.${name}: not a declared switch`);
    else if (on === true && !declared.default) throttleList.push(name);
    else if (on === false && declared.default) reasons.push(`switches.${name} off: it defaults on and a throttle list can only turn a switch on`);
  }
  // Always answered, even empty: the mock's default list turns switches on (the demo's prospect flow), and a case
  // must hold the flows' defaults for every switch its example does not set.
  const throttleKey = pathOf('getNSAThrottleList');
  if (throttleKey) overrides[throttleKey] = { body: { throttleList } };

  const answers = (facts.answers ?? {}) as Record_;
  const calls = (facts.calls ?? {}) as Record<string, Record_>;
  for (const adapter of new Set([...Object.keys(answers), ...Object.keys(calls)])) {
    const key = pathOf(adapter);
    if (!key) {
      reasons.push(`answers/calls.${adapter}: no adapter of that name`);
      continue;
    }
    const status = calls[adapter]?.status;
    const answer: MockAnswer = { status: status === 'error' ? 500 : 200, body: answers[adapter] ?? {} };
    if (status === 'loading') answer.delayMs = 30_000;
    overrides[key] = answer;
  }
  // Another table's decision is not set up: the browser decides it from the other facts. It is only checked that it
  // decides what the example says (else the example cannot happen in a browser as written).
  if (isRecord(facts.decisions) && reasons.length === 0) {
    const { decisions, ...rest } = facts;
    const decided = pageFacts(flows, setup, rest).decisions as Record_;
    for (const [table, fields] of Object.entries(decisions as Record_)) {
      for (const [field, value] of Object.entries(isRecord(fields) ? fields : {})) {
        const actual = (decided[table] as Record_ | undefined)?.[field];
        if (JSON.stringify(actual) !== JSON.stringify(value)) {
          reasons.push(`decisions.${table}.${field}: the browser decides ${JSON.stringify(actual)} from these facts, not ${JSON.stringify(value)}`);
        }
      }
    }
  }
  return { setup, reasons };
}
