import type { JsonSchemaObject } from '../flowcheck/registryManifest.ts';
import type { FirstMatchTable } from './firstMatchTables.ts';
import { overlayOf, RowSpace, type Assignment } from './rowSpace.ts';
import { searchFacts } from './searchFacts.ts';
import { whyNeverHolds, type NeverHolds } from './neverHolds.ts';

/** A row that can never win: whenever it holds, an earlier row does. */
export interface ShadowedRow {
  row: number;
  /** Earlier rows that cover it: one row alone when one does, else every earlier row it overlaps; none when it never holds. */
  coveredBy: number[];
  /** Set when the row holds for no facts at all, whatever comes before it: what in its condition cannot be true. */
  never?: NeverHolds;
  /** True when proven over exact domains; false means "no winning facts found" (the analysis gave up on some fact). */
  proven: boolean;
}

/** Two rows that both hold for some facts where the earlier one wins: their order decides. */
export interface Overlap {
  first: number;
  second: number;
  /** Facts (over a signed-out desktop visitor) where both hold and the first wins. */
  witness: Record<string, unknown>;
  /** Both rows do the same when they win (firstMatchTables.ts outcomeOf): their order changes nothing, so it is harmless. */
  sameResult?: true;
}

export interface Gap {
  /** Facts that no row matches: they fall to the default. */
  witness: Record<string, unknown>;
}

export interface TableAnalysis {
  table: FirstMatchTable;
  shadowed: ShadowedRow[];
  overlaps: Overlap[];
  /** Only for tables marked `complete`. */
  gap: Gap | null;
  /** True when the domains meet every outcome of the conditions (see README: where the analysis is exact). */
  exact: boolean;
  /** Searches that ran out of budget, by what they looked for. */
  gaveUp: string[];
}

export interface AnalysisContext {
  blank: object;
  vocabulary: JsonSchemaObject;
  constants: (path: string) => unknown;
}

const upTo = (end: number): number[] => Array.from({ length: end }, (_, index) => index);

/** Rows `first`..`row`-1 stay false; every row that reads nothing is always true. */
export function analyseTable(table: FirstMatchTable, context: AnalysisContext, options: { overlaps?: boolean } = {}): TableAnalysis {
  const space = new RowSpace(table.rows, context.blank, context.vocabulary, context.constants);
  const witnessOf = (assignment: Assignment): Record<string, unknown> => overlayOf(assignment, space.domains);
  const analysis: TableAnalysis = { table, shadowed: [], overlaps: [], gap: null, exact: space.exact, gaveUp: [] };
  const rowName = (index: number): string => table.rows[index]?.id ?? String(index);
  table.rows.forEach((_, row) => {
    const wins = searchFacts(space, [row], upTo(row));
    if (wins.found) return;
    if (wins.gaveUp) {
      analysis.gaveUp.push(`whether ${rowName(row)} can win`);
      return;
    }
    // A row that holds for no facts is not covered by an earlier one: moving it up would not help (neverHolds.ts).
    const holdsAlone = row === 0 ? wins : searchFacts(space, [row], []);
    if (!holdsAlone.found && !holdsAlone.gaveUp) {
      const when = table.rows[row]?.when;
      analysis.shadowed.push({ row, coveredBy: [], proven: space.exact, ...(when === false ? {} : { never: whyNeverHolds(when, context) }) });
      return;
    }
    const alone = upTo(row).find((earlier) => {
      const escape = searchFacts(space, [row], [earlier]);
      return !escape.found && !escape.gaveUp;
    });
    const overlapping = upTo(row).filter((earlier) => searchFacts(space, [row, earlier], []).found);
    analysis.shadowed.push({ row, coveredBy: alone !== undefined ? [alone] : overlapping, proven: space.exact });
  });
  if (options.overlaps) {
    const shadowed = new Set(analysis.shadowed.map((item) => item.row));
    table.rows.forEach((_, second) => {
      if (shadowed.has(second)) return;
      for (let first = 0; first < second; first += 1) {
        const both = searchFacts(space, [first, second], upTo(first));
        const same = table.outcomes?.[first] !== undefined && table.outcomes[first] === table.outcomes[second];
        if (both.found) analysis.overlaps.push({ first, second, witness: witnessOf(both.found), ...(same ? { sameResult: true as const } : {}) });
        else if (both.gaveUp) analysis.gaveUp.push(`whether ${rowName(first)} and ${rowName(second)} overlap`);
      }
    });
  }
  if (table.complete) {
    const none = searchFacts(space, [], upTo(table.rows.length));
    if (none.found) analysis.gap = { witness: witnessOf(none.found) };
    else if (none.gaveUp) analysis.gaveUp.push('whether some facts match no row');
  }
  return analysis;
}
