import type { FlowSet } from '../../src/model/flowSet.ts';
import { buildReferenceIndex, type ReferenceIndex } from '../../src/engine/references/referenceIndex.ts';
import { handlerName } from '../flowcheck/handlerName.ts';

/** One row of any first-match table, as the analysis sees it. */
export interface AnalysedRow {
  id: string;
  /** JSON Logic; undefined means "always" (an event handler without `when`). */
  when: unknown;
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sortedKeys((value as Record<string, unknown>)[key])]),
  );
}

/**
 * A row's effect as text: all of it but its id, condition, examples and note (a decision's result, an error row's
 * log level, message and effects, a redirect's target, a handler's actions), keys sorted so that the written order
 * does not matter. Two overlapping rows with the same outcome overlap harmlessly: their order changes nothing.
 */
export function outcomeOf(row: object): string {
  const { id: _id, when: _when, examples: _examples, note: _note, ...rest } = row as Record<string, unknown>;
  return JSON.stringify(sortedKeys(rest));
}

/**
 * Decision, error and redirect tables and event handler lists share one rule
 * (src/engine/firstMatch.ts): the first row whose `when` holds wins. This is
 * each of them in one shape, named the way an analyst finds it.
 */
export interface FirstMatchTable {
  kind: 'decision' | 'error' | 'redirect' | 'handlers';
  /** "decision savingsLanding", "handlers shop.pdp ADD_TO_CART"... */
  name: string;
  /** Flow table id (for decision, error and redirect tables). */
  id: string;
  rows: AnalysedRow[];
  /** What each row does when it wins (outcomeOf); absent when not known: then no two rows are taken to do the same. */
  outcomes?: readonly string[];
  /** What applies when no row holds ("(none)" for redirect tables and handlers). */
  fallback: string;
  /** The analyst says the rows cover every case (the tables' optional `complete`). */
  complete: boolean;
  /** Path of each row in the table's file, for located problems. */
  rowAt: (index: number) => (string | number)[];
}

/**
 * Whether some flow reads which row of a table won (`decisions.<id>.row`, `redirects.<id>.row`, `serviceError.row`, or
 * the whole fact): then two rows with the same result still differ in that fact, their order matters, and their
 * outcomes are left unknown so that no overlap of theirs is called harmless. Asked of the reference index (the pages,
 * composed, and the tables: src/engine/references/README.md), as flows:impact asks it, never of the JSON text: a
 * note or a text that names the fact reads nothing, and a `var` inside `map`/`some` names an item's field, not a fact.
 */
function winningRowRead(index: ReferenceIndex, fact: string): boolean {
  return index.items.some((entry) => entry.references.some((ref) => ref.use === 'reads' && (ref.path === fact || ref.path === `${fact}.row`)));
}

/**
 * The table with its `outcomes` found when first read. Only the overlap analysis reads them (flows:tables, the
 * studio); flows:check does not, and reading every flow to see whether a winning row is read would parse every table
 * its unit cache keeps unread (tests/flowcheck/textEditCache.test.ts).
 */
function withLazyOutcomes(table: Omit<FirstMatchTable, 'outcomes'>, outcomes: () => readonly string[] | undefined): FirstMatchTable {
  let known: { value: readonly string[] | undefined } | undefined;
  return Object.defineProperty(table, 'outcomes', { enumerable: true, get: () => (known ??= { value: outcomes() }).value }) as FirstMatchTable;
}

export function firstMatchTables(flows: FlowSet, options: { handlers?: boolean } = {}): FirstMatchTable[] {
  const tables: FirstMatchTable[] = [];
  // Built when an analysis first reads `outcomes`, once for all the tables: flows:check never does (withLazyOutcomes).
  let index: ReferenceIndex | undefined;
  const outcomesUnless = (fact: string, rows: readonly object[]) => (): string[] | undefined =>
    winningRowRead((index ??= buildReferenceIndex(flows)), fact) ? undefined : rows.map(outcomeOf);
  for (const table of Object.values(flows.decisions)) {
    tables.push(
      withLazyOutcomes(
        {
          kind: 'decision',
          name: `decision ${table.id}`,
          id: table.id,
          rows: table.rows,
          fallback: table.default.id,
          complete: table.complete === true,
          rowAt: (index) => ['rows', index],
        },
        outcomesUnless(`decisions.${table.id}`, table.rows),
      ),
    );
  }
  for (const table of Object.values(flows.errorTables)) {
    tables.push(
      withLazyOutcomes(
        {
          kind: 'error',
          name: `error table ${table.id}`,
          id: table.id,
          rows: table.rows,
          fallback: table.default.id,
          complete: table.complete === true,
          rowAt: (index) => ['rows', index],
        },
        outcomesUnless('serviceError', table.rows),
      ),
    );
  }
  for (const table of Object.values(flows.redirectTables)) {
    tables.push(
      withLazyOutcomes(
        {
          kind: 'redirect',
          name: `redirect table ${table.id}`,
          id: table.id,
          rows: table.rows,
          fallback: '(none)',
          complete: table.complete === true,
          rowAt: (index) => ['rows', index],
        },
        outcomesUnless(`redirects.${table.id}`, table.rows),
      ),
    );
  }
  if (!options.handlers) return tables;
  for (const journey of Object.values(flows.journeys)) {
    for (const [pageId, page] of Object.entries(journey.pages)) {
      for (const [event, handlers] of Object.entries(page.on ?? {})) {
        if (handlers.length < 2) continue;
        const rows = handlers.map((handler, index) => ({ id: handlerName(index), when: handler.when }));
        tables.push({
          kind: 'handlers',
          name: `handlers ${journey.id}.${pageId} ${event}`,
          id: `${journey.id}.${pageId}.${event}`,
          rows,
          outcomes: handlers.map(outcomeOf),
          fallback: '(none)',
          complete: false,
          rowAt: (index) => ['pages', pageId, 'on', event, index],
        });
      }
    }
  }
  return tables;
}
