import { mergeFacts } from '../../../src/engine/blankFacts.ts';
import { decide, decisionFact } from '../../../src/engine/decide.ts';
import { deriveFacts } from '../../../src/engine/deriveFacts.ts';
import { chooseRedirect } from '../../../src/engine/redirectTable.ts';
import { parseRoute } from '../../../src/engine/routing.ts';
import type { Facts } from '../../../src/model/facts.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import { derivedFacts } from '../../../src/runtime/facts/derivedFacts.ts';
import type { CaseSetup } from './flowCase.ts';
import { caseBlankFacts } from './caseBlankFacts.ts';

/**
 * The facts a page has once the case is set up, computed the way the runtime's
 * FactsStore does (derived facts, then every decision over them, then the
 * redirect tables over both), from the example's facts laid over a signed-out
 * desktop visitor at the case's address.
 */
export function pageFacts(
  flows: FlowSet,
  setup: Pick<CaseSetup, 'path' | 'userAgent' | 'viewport'>,
  example: Record<string, unknown>,
): Record<string, unknown> {
  const [pathname = '', search = ''] = setup.path.split('?');
  const parsed = parseRoute(pathname);
  const query = Object.fromEntries(new URLSearchParams(search));
  const url = { pageName: parsed.pageName, basePath: parsed.basePath ?? '/sales/digital/', path: pathname, host: '127.0.0.1', query };
  // The device class is derived from the user agent and width the set-up gives, as in the browser, not taken from the example.
  const { type: _type, channelId: _channel, ...device } = (example.device ?? {}) as Record<string, unknown>;
  const browser = { url, device: { userAgent: setup.userAgent ?? '', viewportWidth: setup.viewport?.width ?? 1280, ...device } };
  // An answer the set-up gives comes with a 200 (caseSetup), which the runtime records as calls.<adapter>.status "ok".
  const answered = Object.keys((example.answers ?? {}) as Record<string, unknown>).map((adapter) => [adapter, { status: 'ok' }]);
  const calls = mergeFacts(Object.fromEntries(answered), (example.calls ?? {}) as Record<string, unknown>);
  const base = deriveFacts(mergeFacts(mergeFacts(caseBlankFacts(flows), browser), { ...example, calls, device: {} }), flows, derivedFacts);
  const decisions = Object.fromEntries(
    Object.values(flows.decisions).map((table) => [table.id, decisionFact(decide(table, { facts: base, texts: flows.texts }))]),
  );
  const withDecisions = { ...base, decisions } as Facts;
  const redirects = Object.fromEntries(
    Object.values(flows.redirectTables).map((table) => [table.id, chooseRedirect(table, { facts: withDecisions, texts: flows.texts })]),
  );
  return { ...withDecisions, redirects };
}
