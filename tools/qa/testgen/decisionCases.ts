import { mergeFacts } from '../../../src/engine/blankFacts.ts';
import { decide, decisionFact } from '../../../src/engine/decide.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { DecisionTable, Effect, Page } from '../../../src/model/flowTypes.ts';
import type { RegistryManifest } from '../../flowcheck/registryManifest.ts';
import { caseSetup } from './caseSetup.ts';
import { expectationsFor, isEmptyExpectation } from './expectations.ts';
import { afterEntryCalls, emittedFor } from './emittedExpectations.ts';
import type { CaseExpectation, CaseOutcome, FlowCase } from './flowCase.ts';
import { pageFacts } from './pageFacts.ts';
import { stayOnPage } from './stayOnPage.ts';
import { adaptersRead, callsAdapter, triggerFor } from './trigger.ts';
import { referencesIn } from '../../../src/engine/references/referencesIn.ts';
import { readsFact } from '../../../src/engine/references/queries.ts';

export interface PageEntry {
  journeyId: string;
  pageId: string;
  page: Page;
}

export function allPages(flows: FlowSet): PageEntry[] {
  return Object.values(flows.journeys).flatMap((journey) => Object.entries(journey.pages).map(([pageId, page]) => ({ journeyId: journey.id, pageId, page })));
}

function without(facts: Record<string, unknown>, adapters: readonly string[]): Record<string, unknown> {
  const strip = (value: unknown): Record<string, unknown> =>
    Object.fromEntries(Object.entries((value ?? {}) as Record<string, unknown>).filter(([key]) => !adapters.includes(key)));
  return { ...facts, answers: strip(facts.answers), calls: strip(facts.calls) };
}

/** The shopper texts of a row's result (`{ "text": key }` values), resolved. */
function outcomeTexts(result: Record<string, unknown>, flows: FlowSet): string[] {
  return Object.values(result).flatMap((value) => {
    const key = (value as { text?: unknown } | null)?.text;
    return typeof key === 'string' && flows.texts[key] !== undefined ? [flows.texts[key]] : [];
  });
}

/**
 * One case per example of every row (default included) of a decision table:
 * the first page that reads the table and shows something of the outcome, set
 * up from the example's facts, triggered by the page load or the click that
 * makes the call the table reads.
 */
export function decisionCases(table: DecisionTable, file: string, flows: FlowSet, manifest: RegistryManifest): CaseOutcome[] {
  const out: CaseOutcome[] = [];
  const readers = allPages(flows).filter((entry) => readsFact(referencesIn(entry.page), `decisions.${table.id}`));
  const rows = [...table.rows.map((row, index) => ({ row, at: `rows[${index}]` })), { row: table.default, at: 'default' }];
  const adapters = adaptersRead(table.rows.map((candidate) => candidate.when));
  /** The case on one page, or why not (a leading "!" means no other page can do better). */
  const casePage = (entry: PageEntry, example: Record<string, unknown>, rowId: string, texts: string[]): Omit<FlowCase, 'title' | 'source'> | string => {
    const given = answerTheRest(entry.page, example, rowId);
    const first = caseSetup(given, entry.page.route, flows, manifest);
    if (first.reasons.length > 0) return `!${first.reasons.join('; ')}`;
    const facts = stayOnPage(entry.page, given, flows, (candidate) => caseSetup(candidate, entry.page.route, flows, manifest).setup);
    if (typeof facts === 'string') return facts;
    const { setup } = caseSetup(facts, entry.page.route, flows, manifest);
    const failed = Object.values((facts.calls ?? {}) as Record<string, { status?: string }>).some((call) => call.status === 'error');
    const after = pageFacts(flows, setup, facts);
    const winner = decide(table, { facts: after as never, texts: flows.texts }).rowId;
    if (winner !== rowId) return `on ${setup.path} the facts give row ${winner}`;
    const before = pageFacts(flows, setup, without(facts, adapters));
    // The calls to make happen: those the table reads that this shopper's example answers or this page makes (a call
    // neither answers nor makes is simply absent here, as in the browser).
    const answeredHere = (adapter: string) =>
      adapter in ((facts.answers ?? {}) as object) || adapter in ((facts.calls ?? {}) as object) || callsAdapter([entry.page.onEnter, entry.page.on], adapter);
    const trigger = triggerFor(
      entry.page,
      adapters.filter(answeredHere).map((adapter) => ({ var: `answers.${adapter}` })),
      before,
      after,
      flows,
      failed,
    );
    if (typeof trigger === 'string') return trigger;
    const shown = { ...after, ui: { ...(after.ui as object), ...trigger.after.ui } };
    const uiTexts = Object.values(trigger.after.ui).filter((value): value is string => typeof value === 'string');
    const expectation: CaseExpectation = trigger.after.redirect
      ? { visibleTestIds: [], absentTestIds: [], texts: [], url: trigger.after.redirect }
      : expectationsFor(entry.page, shown, flows, `decisions.${table.id}`, [...texts, ...uiTexts]);
    if (!trigger.after.redirect) {
      // What the page sends out (bridge, page tag, calls): entry actions run with the facts of that moment, the
      // handlers of the entry calls' onDone events with the answers in.
      const prefix = `decisions.${table.id}`;
      const sent = emittedFor(entry.page, (entry.page.onEnter ?? []) as Effect[], before, prefix, setup, flows, manifest);
      if (sent.emitted.length > 0 && decide(table, { facts: before as never, texts: flows.texts }).rowId !== rowId) {
        sent.emitted = [];
        sent.reasons.push(`the page's actions read ${prefix} on entering, before the answers of ${adapters.join(', ')} it needs`);
      }
      if (!failed) {
        // A handler run by call X's answer may run before the other calls the table reads have answered: it is
        // expected only when X's answer alone gives the same decision (row and values).
        const valueUnder = (given: object) => JSON.stringify(decisionFact(decide(table, { facts: given as never, texts: flows.texts })));
        const settles = (adapter: string) =>
          valueUnder(
            pageFacts(
              flows,
              setup,
              without(
                facts,
                adapters.filter((other) => other !== adapter),
              ),
            ),
          ) === valueUnder(after);
        const answered = emittedFor(entry.page, afterEntryCalls(entry.page, after, settles), after, prefix, setup, flows, manifest);
        sent.emitted.push(...answered.emitted);
        sent.reasons.push(...answered.reasons);
      }
      if (sent.emitted.length > 0) expectation.emitted = sent.emitted;
      if (isEmptyExpectation(expectation) && sent.reasons.length > 0) return sent.reasons.join('; ');
    }
    if (isEmptyExpectation(expectation)) {
      return `the outcome shows nothing on ${entry.page.route}: no test id reads decisions.${table.id}, none of its texts is on the page and no action sends it out`;
    }
    return { setup, steps: trigger.steps, expect: expectation };
  };
  /**
   * A call the table reads, that the page makes and the example leaves out,
   * would get the mock's demo answer in the browser, which the example did not
   * reckon with (a placed order's intent over the cart's): it is answered
   * empty, as the example's facts have it, unless an empty answer changes
   * the row (then the example means the call has not answered).
   */
  const answerTheRest = (page: Page, example: Record<string, unknown>, rowId: string): Record<string, unknown> => {
    const given = (root: string) => (example[root] ?? {}) as Record<string, unknown>;
    const missing = adapters.filter(
      (adapter) => !(adapter in given('answers')) && !(adapter in given('calls')) && callsAdapter([page.onEnter, page.on], adapter),
    );
    if (missing.length === 0) return example;
    const answered = mergeFacts(example, { answers: Object.fromEntries(missing.map((adapter) => [adapter, {}])) });
    const facts = pageFacts(flows, { path: `/sales/digital/${page.route}.html` }, answered);
    return decide(table, { facts: facts as never, texts: flows.texts }).rowId === rowId ? answered : example;
  };
  /** Example facts of the other tables this page reads. */
  const preconditions = (page: Page, except: string): Record<string, unknown>[] =>
    Object.values(flows.decisions)
      .filter((other) => other.id !== except && readsFact(referencesIn(page), `decisions.${other.id}`))
      .flatMap((other) => [...other.rows, other.default].flatMap((row) => row.examples.map((example) => example.facts as Record<string, unknown>)));
  for (const { row, at } of rows) {
    row.examples.forEach((example, index) => {
      const title = `decision ${table.id} ${row.id} #${index + 1}${example.name ? ` (${example.name})` : ''}`;
      const source = `${file} ${at}.examples[${index}]`;
      const facts = example.facts as Record<string, unknown>;
      const wantedPage = (facts.url as { pageName?: string } | undefined)?.pageName;
      const candidates = readers.filter((entry) => wantedPage === undefined || entry.page.route === wantedPage || entry.page.route.endsWith(`/${wantedPage}`));
      const unexpressed = (reason: string): void => void out.push({ ok: false, unexpressed: { title, reason } });
      if (candidates.length === 0) {
        unexpressed(readers.length === 0 ? 'no page reads this table' : `no page ${wantedPage} reads this table`);
        return;
      }
      const texts = outcomeTexts(row.result ?? {}, flows);
      let lastReason = '';
      for (const entry of candidates) {
        const attempt = casePage(entry, facts, row.id, texts);
        if (typeof attempt !== 'string') {
          out.push({ ok: true, flowCase: { title, source, ...attempt } });
          return;
        }
        if (attempt.startsWith('!')) {
          unexpressed(attempt.slice(1));
          return;
        }
        // A page that shows nothing of the outcome says more than one that sends this shopper away first.
        if (!lastReason.startsWith('the outcome shows nothing')) lastReason = attempt;
        if (!attempt.startsWith('no button or link')) continue;
        // The control shows only once the page's own calls answered a certain way: take those
        // answers from an example of another table this page reads (derived, not written here).
        for (const other of preconditions(entry.page, table.id)) {
          const retry = casePage(entry, mergeFacts(other, facts), row.id, texts);
          if (typeof retry !== 'string') {
            out.push({ ok: true, flowCase: { title, source, ...retry } });
            return;
          }
        }
      }
      unexpressed(lastReason);
    });
  }
  return out;
}
