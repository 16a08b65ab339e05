import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import { decide } from '../../src/engine/decide.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { RegistryManifest } from '../flowcheck/registryManifest.ts';
import { routesReading } from './pagesUsing.ts';

/** One test case QA can turn into an e2e test: set this up, open one of these pages, expect this. */
export interface TestCase {
  id: string;
  table: string;
  row: string;
  name: string;
  note: string;
  /** Routes (after the base path, without .html) of the pages that show this table's outcome. */
  routes: string[];
  /** localStorage["mock:overrides"] that makes the services answer as the example says (contracts 4). */
  mockOverrides: Record<string, { status: number; body: unknown }>;
  /** Cookies for the user facts of the example (contracts 5). */
  cookies: Record<string, string>;
  /** What the native app would set up for native.* and shell.* facts (contracts 8): its user-agent marker and sessionStorage. */
  nativeApp: { userAgentMarker: string; sessionStorage: Record<string, string> };
  /** The example's facts, as written. */
  facts: Record<string, unknown>;
  /** What the page then knows: decisions.<table> (texts resolved). */
  expected: Record<string, unknown>;
}

function cookiesFor(user: Record<string, unknown> | undefined): Record<string, string> {
  const cookies: Record<string, string> = {};
  if (!user) return cookies;
  if (user.signedIn === true) cookies.loggedIn = 'true';
  if (user.guest === true || user.role === 'guest') cookies.role = 'guest';
  if (user.prepay === true || user.role === 'prepay') cookies.role = 'prepay';
  return cookies;
}

/** Native-app set-up of an example (contracts 8): `VZW-MFA[/version]` in the user agent, lob, nativeProps and the closed banner in sessionStorage. */
function nativeSetupFor(facts: Record<string, unknown>): TestCase['nativeApp'] {
  const native = (facts.native ?? {}) as { app?: boolean; appReleaseVersion?: string; appVersion?: number; lob?: string; props?: Record<string, unknown> };
  const shell = (facts.shell ?? {}) as { smartBannerClosed?: boolean };
  const version = native.appReleaseVersion || (native.appVersion ? String(native.appVersion) : '');
  const sessionStorage: Record<string, string> = {};
  if (native.lob) sessionStorage.lob = native.lob;
  if (native.props && Object.keys(native.props).length > 0) sessionStorage.nativeProps = JSON.stringify(native.props);
  if (shell.smartBannerClosed === true) sessionStorage['storeflow:smartBannerClosed'] = 'true';
  return { userAgentMarker: native.app === true ? `VZW-MFA${version ? `/${version}` : ''}` : '', sessionStorage };
}

function overridesFor(facts: Record<string, unknown>, manifest: RegistryManifest): TestCase['mockOverrides'] {
  const out: TestCase['mockOverrides'] = {};
  const answers = (facts.answers ?? {}) as Record<string, unknown>;
  const calls = (facts.calls ?? {}) as Record<string, { status?: string }>;
  for (const adapter of new Set([...Object.keys(answers), ...Object.keys(calls)])) {
    const definition = manifest.adapters[adapter];
    if (!definition) continue;
    const failed = calls[adapter]?.status === 'error';
    out[`${definition.method} ${definition.paths.signedIn}`] = { status: failed ? 500 : 200, body: answers[adapter] ?? {} };
  }
  return out;
}

/** Every decision-table example as a test case, in file order. */
export function testCasesOf(flows: FlowSet, manifest: RegistryManifest): TestCase[] {
  const cases: TestCase[] = [];
  for (const table of Object.values(flows.decisions)) {
    const routes = routesReading(flows, `decisions.${table.id}`);
    for (const row of [...table.rows, table.default]) {
      row.examples.forEach((example, index) => {
        const facts = example.facts as Record<string, unknown>;
        const decision = decide(table, { facts: mergeFacts(blankFacts(flows), facts), texts: flows.texts });
        cases.push({
          id: `${table.id}.${row.id}.${index + 1}`,
          table: table.id,
          row: row.id,
          name: example.name ?? `${row.id} example ${index + 1}`,
          note: row.note ?? '',
          routes,
          mockOverrides: overridesFor(facts, manifest),
          cookies: cookiesFor(facts.user as Record<string, unknown> | undefined),
          nativeApp: nativeSetupFor(facts),
          facts,
          expected: { row: decision.rowId, ...decision.result },
        });
      });
    }
  }
  return cases;
}
