import { mergeFacts } from '../../../src/engine/blankFacts.ts';
import { firstMatch } from '../../../src/engine/firstMatch.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { Page } from '../../../src/model/flowTypes.ts';
import type { CaseSetup } from './flowCase.ts';
import { pageFacts } from './pageFacts.ts';
import { referencesIn } from '../../../src/engine/references/referencesIn.ts';
import { leavesPage } from '../../../src/engine/references/queries.ts';

type Facts = Record<string, unknown>;

const leaves = (effects: unknown): boolean => leavesPage(referencesIn(effects));

/** Example facts of every decision table that answer this adapter: a cart with a phone, an order... */
function answersFrom(flows: FlowSet, adapter: string): Facts[] {
  return Object.values(flows.decisions).flatMap((table) =>
    [...table.rows, table.default].flatMap((row) =>
      row.examples.map((example) => example.facts as Facts).filter((facts) => (facts.answers as Facts | undefined)?.[adapter] !== undefined),
    ),
  );
}

/**
 * A case is only a test of its page if the shopper stays there. The page's
 * entry (redirect tables its onEnter follows, and the handlers of the event a
 * call on entry raises) is played under the case's facts: when an entry call
 * the example does not answer can send the shopper away (the mock's default
 * cart is empty), an answer is borrowed from another table's example under
 * which nobody leaves. Returns the facts to set up, or why the shopper leaves.
 */
export function stayOnPage(
  page: Page,
  facts: Facts,
  flows: FlowSet,
  setupOf: (facts: Facts) => Pick<CaseSetup, 'path' | 'userAgent' | 'viewport'>,
): Facts | string {
  const onEnter = (page.onEnter ?? []) as unknown as Facts[];
  let current = facts;
  for (const effect of onEnter) {
    const table = (effect.args as Facts | undefined)?.table;
    if (effect.action === 'followRedirectTable' && typeof table === 'string') {
      const target = ((pageFacts(flows, setupOf(current), current).redirects as Facts)[table] as Facts | undefined)?.to;
      if (typeof target === 'string' && target !== '') return `on entry this shopper is sent to ${target} (redirect table ${table})`;
    }
    const adapter = effect.call;
    const event = typeof effect.onDone === 'string' ? effect.onDone : undefined;
    if (typeof adapter !== 'string' || !event || !leaves(page.on?.[event])) continue;
    const handlers = page.on?.[event] ?? [];
    const stays = (candidate: Facts): boolean => !leaves(firstMatch(handlers, pageFacts(flows, setupOf(candidate), candidate)).row?.effects);
    if ((current.answers as Facts | undefined)?.[adapter] !== undefined) {
      if (!stays(current)) return `the ${adapter} answer of the example sends the shopper on (${event})`;
      continue;
    }
    const borrowed = answersFrom(flows, adapter)
      .map((other) => mergeFacts(current, { answers: { [adapter]: (other.answers as Facts)[adapter] } }))
      .find(stays);
    if (!borrowed) return `the page leaves after ${adapter} (${event}) unless it answers in a way no example gives`;
    current = borrowed;
  }
  return current;
}
