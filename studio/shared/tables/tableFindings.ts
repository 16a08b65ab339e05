import { mergeFacts } from '../../../src/engine/blankFacts.ts';
import { holds } from '../../../src/logic/evaluate.ts';
import { getPath } from '../../../src/engine/path.ts';
import { analyseTable, type TableAnalysis } from '../../../tools/tables/analyseTable.ts';
import { outcomeOf, type FirstMatchTable } from '../../../tools/tables/firstMatchTables.ts';
import { neverHoldsWords } from '../../../tools/tables/neverHolds.ts';
import type { TableDocument, TableExample, TableKind, TableProblem, TableRow, TableStudioContext } from './tableTypes.ts';

/**
 * What the table editor shows beside each row, computed in the browser as the
 * analyst types with the same modules flows:check and flows:tables use
 * (tools/tables: analyseTable over finite fact domains; the engine's JSON
 * Logic for where an example lands, as tools/flowcheck/tableCheck.ts does). All of them are pure (no Node API), so no
 * round trip to the server is needed for a table's analysis.
 */

export type RowState =
  | { kind: 'fine' }
  /** Nothing found against the row so far, and the overlaps are still being looked for: not "fine" yet. */
  | { kind: 'checking' }
  | { kind: 'error'; messages: string[] }
  /** `why`: the row holds for no facts at all, and what in its condition cannot be true (tools/tables/neverHolds.ts). */
  | { kind: 'never'; coveredBy: string[]; proven: boolean; why?: string }
  | { kind: 'elsewhere'; examples: { name: string; landsOn: string }[] }
  | { kind: 'overlap'; with: string[] }
  /** Overlaps only with rows giving the same result: harmless, their order changes nothing (shown muted). */
  | { kind: 'sameResult'; with: string[] };

export interface Landing {
  /** The row (index, -1 for the default) the example is written under. */
  row: number;
  example: number;
  name: string;
  facts: Record<string, unknown>;
  /** The id of the row it lands on (the default's id, or "(none)" for a redirect table). */
  landsOn: string;
  /** The example lands on the row it is written under. */
  own: boolean;
}

export interface ChangedExample {
  name: string;
  facts: Record<string, unknown>;
  was: string;
  now: string;
}

/** The analysis without its table (which holds a function): what crosses from the analysis worker. */
export type AnalysisResult = Omit<TableAnalysis, 'table'>;

export const noRow = '(none)';

export function fallbackOf(table: TableDocument): string {
  return table.default?.id ?? noRow;
}

export function asFirstMatchTable(kind: TableKind, table: TableDocument): FirstMatchTable {
  return {
    kind,
    name: `${kind} table ${table.id}`,
    id: table.id,
    rows: table.rows.map((row) => ({ id: row.id, when: row.when })),
    outcomes: table.rows.map(outcomeOf),
    fallback: fallbackOf(table),
    complete: table.complete === true,
    rowAt: (index) => ['rows', index],
  };
}

/** The facts an example stands for: its own laid over a signed-out desktop visitor (as flows:check runs it). */
export function exampleFacts(context: TableStudioContext, facts: object): Record<string, unknown> {
  return mergeFacts(context.blank, facts);
}

/** The id of the row that wins for these facts; a rule that cannot be evaluated matches nothing, as in flows:check. */
export function winnerOf(table: TableDocument, facts: object): string {
  const winner = table.rows.find((row) => {
    try {
      return row.when === undefined || holds(row.when, facts);
    } catch {
      return false;
    }
  });
  return winner?.id ?? fallbackOf(table);
}

function examplesOf(row: TableRow | undefined): TableExample[] {
  return Array.isArray(row?.examples) ? row.examples : [];
}

export function exampleName(example: TableExample, index: number): string {
  return example.name ?? `example ${index + 1}`;
}

export function landingsOf(table: TableDocument, context: TableStudioContext): Landing[] {
  const written: { row: number; owner: string; examples: TableExample[] }[] = [
    ...table.rows.map((row, index) => ({ row: index, owner: row.id, examples: examplesOf(row) })),
    ...(table.default ? [{ row: -1, owner: table.default.id, examples: examplesOf(table.default) }] : []),
  ];
  return written.flatMap(({ row, owner, examples }) =>
    examples.map((example, index) => {
      const landsOn = winnerOf(table, exampleFacts(context, example.facts ?? {}));
      return { row, example: index, name: exampleName(example, index), facts: example.facts ?? {}, landsOn, own: landsOn === owner };
    }),
  );
}

/** Problems under `/rows/<index>` (or `/default` for -1), as the grid's "error" state. */
export function problemsOfRow(problems: readonly TableProblem[], index: number): TableProblem[] {
  const prefix = index === -1 ? '/default' : `/rows/${index}`;
  return problems.filter((problem) => problem.pointer === prefix || problem.pointer.startsWith(`${prefix}/`));
}

/** One state per row, the most pressing first: error, can never win, an example lands elsewhere, overlaps, overlaps with the same result, fine. */
export function rowStates(
  table: TableDocument,
  analysis: AnalysisResult | null,
  landings: readonly Landing[],
  problems: readonly TableProblem[],
  overlapsPending = false,
): RowState[] {
  const idAt = (index: number): string => table.rows[index]?.id ?? String(index);
  return table.rows.map((_, index): RowState => {
    const own = problemsOfRow(problems, index);
    if (own.length > 0) return { kind: 'error', messages: own.map((problem) => problem.message) };
    // A new row holds never until its condition is written (rowEdits.addRow): no earlier row "covers" it.
    if (table.rows[index]?.when === false) return { kind: 'never', coveredBy: [], proven: true };
    const shadowed = analysis?.shadowed.find((item) => item.row === index);
    if (shadowed?.never) return { kind: 'never', coveredBy: [], proven: shadowed.proven, why: neverHoldsWords(shadowed.never) };
    if (shadowed) return { kind: 'never', coveredBy: shadowed.coveredBy.map(idAt), proven: shadowed.proven };
    const astray = landings.filter((landing) => landing.row === index && !landing.own);
    if (astray.length > 0) return { kind: 'elsewhere', examples: astray.map((landing) => ({ name: landing.name, landsOn: landing.landsOn })) };
    const overlaps = (analysis?.overlaps ?? []).filter((overlap) => overlap.second === index);
    const mattering = overlaps.filter((overlap) => !overlap.sameResult).map((overlap) => idAt(overlap.first));
    if (mattering.length > 0) return { kind: 'overlap', with: mattering };
    if (overlaps.length > 0) return { kind: 'sameResult', with: overlaps.map((overlap) => idAt(overlap.first)) };
    // The grid said "fine" for rows the overlaps pass then found overlapping (seconds on a large table): the analyst
    // read the first word as the answer.
    return overlapsPending ? { kind: 'checking' } : { kind: 'fine' };
  });
}

/**
 * flows:tables' analysis of one table. Rows that can never win and gaps take
 * up to 1.5 s on the largest table and overlaps far longer (every pair of
 * rows), so the editor runs this off the main thread (analysisWorker.ts) in
 * two passes: `overlaps: false` first, then with overlaps.
 */
export function analyseForEditor(kind: TableKind, table: TableDocument, context: TableStudioContext, overlaps: boolean): AnalysisResult {
  const constants = (path: string): unknown => getPath(context.blank, path);
  const { table: _table, ...result } = analyseTable(
    asFirstMatchTable(kind, table),
    { blank: context.blank, vocabulary: context.vocabulary, constants },
    { overlaps },
  );
  return result;
}

/**
 * Against the saved version: every example (of either version) whose winning
 * row changed, as flows:diff reports it (tools/qa/semanticDiff.ts).
 */
export function changedExamples(saved: TableDocument, current: TableDocument, context: TableStudioContext): ChangedExample[] {
  const seen = new Set<string>();
  const changed: ChangedExample[] = [];
  for (const table of [current, saved]) {
    for (const row of [...table.rows, ...(table.default ? [table.default] : [])]) {
      examplesOf(row).forEach((example, index) => {
        const key = JSON.stringify(example.facts ?? {});
        if (seen.has(key)) return;
        seen.add(key);
        const facts = exampleFacts(context, example.facts ?? {});
        const was = winnerOf(saved, facts);
        const now = winnerOf(current, facts);
        if (was !== now) changed.push({ name: `${exampleName(example, index)} of row "${row.id}"`, facts: example.facts ?? {}, was, now });
      });
    }
  }
  return changed;
}
