import { mergeFacts } from '../../../src/engine/blankFacts.ts';
import { chooseRedirect } from '../../../src/engine/redirectTable.ts';
import { firstMatch } from '../../../src/engine/firstMatch.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { ErrorTable, Page, RedirectTable } from '../../../src/model/flowTypes.ts';
import type { RegistryManifest } from '../../flowcheck/registryManifest.ts';
import { caseSetup } from './caseSetup.ts';
import { allPages } from './decisionCases.ts';
import { entryCalls, pagesCallingOnEntry } from './entryPages.ts';
import { errorCase } from './errorCases.ts';
import type { CaseOutcome, FlowCase } from './flowCase.ts';
import { pageFacts } from './pageFacts.ts';
import { referencesIn } from '../../../src/engine/references/referencesIn.ts';
import { callFollowUpEvents, followsTable, readsFact } from '../../../src/engine/references/queries.ts';

type Record_ = Record<string, unknown>;
type Built = Omit<FlowCase, 'title' | 'source'> | string;

/** True when the page, on opening, follows this table: in onEnter, or in the handler of an entry call's answer event. */
function followsOnEntry(page: Page, tableId: string, facts: Record_): boolean {
  const onEnter = referencesIn(page.onEnter ?? []);
  if (followsTable(onEnter, tableId)) return true;
  return callFollowUpEvents(onEnter).some((event) =>
    readsFact(referencesIn(firstMatch(page.on?.[event] ?? [], facts).row?.effects ?? []), `redirects.${tableId}`),
  );
}

/** A page-load case: the shopper opens a page that follows the table on entry. */
function onPageLoad(table: RedirectTable, rowId: string, facts: Record_, flows: FlowSet, manifest: RegistryManifest): Built {
  const wanted = (facts.url as { pageName?: string } | undefined)?.pageName;
  const pages = allPages(flows)
    .filter((entry) => followsTable(referencesIn(entry.page), table.id) || readsFact(referencesIn(entry.page.on ?? {}), `redirects.${table.id}`))
    .filter((entry) => wanted === undefined || entry.page.route === wanted || entry.page.route.endsWith(`/${wanted}`))
    .sort((a, b) => entryCalls(a).length - entryCalls(b).length);
  if (pages.length === 0) return wanted ? `no page ${wanted} follows this table` : 'no page follows this table on entry';
  let reason = '';
  for (const entry of pages) {
    const { setup, reasons } = caseSetup(facts, entry.page.route, flows, manifest);
    if (reasons.length > 0) return reasons.join('; ');
    const after = pageFacts(flows, setup, facts);
    const chosen = (after.redirects as Record<string, { row: string; to: string }>)[table.id];
    if (chosen?.row !== rowId) {
      reason = `on ${setup.path} the facts give row ${chosen?.row || '(none)'}`;
      continue;
    }
    if (!followsOnEntry(entry.page, table.id, after)) {
      reason = `${entry.page.route} follows it only on an event a page load does not raise`;
      continue;
    }
    return { setup, steps: [{ kind: 'load' }], expect: { visibleTestIds: [], absentTestIds: [], texts: [], url: chosen.to } };
  }
  return reason;
}

/**
 * A table the error table follows (followRedirectTable, or the lockCart
 * action for cartLock): the fault of the first error row that leads to it,
 * raised for the shopper of the redirect example.
 */
function afterAFault(table: RedirectTable, rowId: string, facts: Record_, flows: FlowSet, manifest: RegistryManifest): Built | undefined {
  for (const errors of Object.values(flows.errorTables) as ErrorTable[]) {
    for (const errorRow of errors.rows) {
      const effects = referencesIn(errorRow.effects);
      const locks = table.id === 'cartLock' && effects.some((ref) => ref.kind === 'action' && ref.name === 'lockCart');
      if (!locks && !followsTable(effects, table.id)) continue;
      for (const example of errorRow.examples) {
        const { error: rawError, ...errorFacts } = example.facts as Record_;
        const { cartLock, ...shopper } = facts;
        // The lock's channel comes from the fault's locked channel (flows/errors: lockCart's channel argument).
        const channel = (cartLock as { lockedChannelID?: unknown } | undefined)?.lockedChannelID;
        const error: Record_ = { ...(rawError as Record_), ...(locks && typeof channel === 'string' ? { lockedChannelID: channel } : {}) };
        const given = mergeFacts(errorFacts, shopper);
        const named = typeof error.adapter === 'string' ? error.adapter : undefined;
        const wanted = (given.url as { pageName?: string } | undefined)?.pageName;
        const page = pagesCallingOnEntry(flows, named).find((entry) => wanted === undefined || entry.page.route.split('/').pop() === wanted);
        if (!page) continue;
        const built = errorCase(errors, page.page, named ?? entryCalls(page)[0] ?? '', error, given, errorRow.id, flows, manifest);
        if (typeof built === 'string') continue;
        const after = pageFacts(flows, built.setup, given);
        const lock = locks ? { cartLock: { locked: true, lockedChannelID: channel ?? '', source: '' } } : {};
        if (chooseRedirect(table, { facts: { ...after, ...lock } as never, texts: flows.texts }).row === rowId) return built;
      }
    }
  }
  return undefined;
}

/** One case per example of every row of a redirect table: set up, opened (or the fault raised) and the address it ends on. */
export function redirectCases(table: RedirectTable, file: string, flows: FlowSet, manifest: RegistryManifest): CaseOutcome[] {
  const out: CaseOutcome[] = [];
  table.rows.forEach((row, rowIndex) => {
    row.examples.forEach((example, index) => {
      const title = `redirect ${table.id} ${row.id} #${index + 1}${example.name ? ` (${example.name})` : ''}`;
      const source = `${file} rows[${rowIndex}].examples[${index}]`;
      const facts = example.facts as Record_;
      const built = afterAFault(table, row.id, facts, flows, manifest) ?? onPageLoad(table, row.id, facts, flows, manifest);
      out.push(typeof built === 'string' ? { ok: false, unexpressed: { title, reason: built } } : { ok: true, flowCase: { title, source, ...built } });
    });
  });
  return out;
}
