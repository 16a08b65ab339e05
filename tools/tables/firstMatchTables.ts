import type { FlowSet } from '../../src/model/flowSet.ts';

/** One row of any first-match table, as the analysis sees it. */
export interface AnalysedRow {
  id: string;
  /** JSON Logic; undefined means "always" (an event handler without `when`). */
  when: unknown;
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
  /** What applies when no row holds ("(none)" for redirect tables and handlers). */
  fallback: string;
  /** The analyst says the rows cover every case (the tables' optional `complete`). */
  complete: boolean;
  /** Path of each row in the table's file, for located problems. */
  rowAt: (index: number) => (string | number)[];
}

export function firstMatchTables(flows: FlowSet, options: { handlers?: boolean } = {}): FirstMatchTable[] {
  const tables: FirstMatchTable[] = [];
  for (const table of Object.values(flows.decisions)) {
    tables.push({
      kind: 'decision',
      name: `decision ${table.id}`,
      id: table.id,
      rows: table.rows,
      fallback: table.default.id,
      complete: table.complete === true,
      rowAt: (index) => ['rows', index],
    });
  }
  for (const table of Object.values(flows.errorTables)) {
    tables.push({
      kind: 'error',
      name: `error table ${table.id}`,
      id: table.id,
      rows: table.rows,
      fallback: table.default.id,
      complete: table.complete === true,
      rowAt: (index) => ['rows', index],
    });
  }
  for (const table of Object.values(flows.redirectTables)) {
    tables.push({
      kind: 'redirect',
      name: `redirect table ${table.id}`,
      id: table.id,
      rows: table.rows,
      fallback: '(none)',
      complete: table.complete === true,
      rowAt: (index) => ['rows', index],
    });
  }
  if (!options.handlers) return tables;
  for (const journey of Object.values(flows.journeys)) {
    for (const [pageId, page] of Object.entries(journey.pages)) {
      for (const [event, handlers] of Object.entries(page.on ?? {})) {
        if (handlers.length < 2) continue;
        const rows = handlers.map((handler, index) => ({ id: `handler ${index}`, when: handler.when }));
        tables.push({
          kind: 'handlers',
          name: `handlers ${journey.id}.${pageId} ${event}`,
          id: `${journey.id}.${pageId}.${event}`,
          rows,
          fallback: '(none)',
          complete: false,
          rowAt: (index) => ['pages', pageId, 'on', event, index],
        });
      }
    }
  }
  return tables;
}
