import type { DecisionTable } from '../model/flowTypes.ts';
import { firstMatch } from './firstMatch.ts';
import { resolveRecord, type ResolveContext } from './resolveValue.ts';

export interface RowTrace {
  rowId: string;
  matched: boolean;
}

export interface Decision {
  tableId: string;
  rowId: string;
  /** The row's result with texts, facts and logic resolved. */
  result: Record<string, unknown>;
  /** The rows tried, in order, up to and including the match: why this row won. */
  trace: RowTrace[];
  usedDefault: boolean;
}

/**
 * Evaluates a decision table: the first row whose `when` holds wins, else the default.
 * Returns the row and the trace; does not read anything but the given facts.
 */
export function decide(table: DecisionTable, context: ResolveContext): Decision {
  const { index, row } = firstMatch(table.rows, context.facts);
  // firstMatch stops at the match, so every row before it was tried and failed.
  const tried = index === -1 ? table.rows : table.rows.slice(0, index + 1);
  const trace = tried.map((candidate, position) => ({ rowId: candidate.id, matched: position === index }));
  if (row) return { tableId: table.id, rowId: row.id, result: resolveRecord(row.result, context), trace, usedDefault: false };
  return {
    tableId: table.id,
    rowId: table.default.id,
    result: resolveRecord(table.default.result, context),
    trace,
    usedDefault: true,
  };
}

/** The fact a decision becomes: decisions.<table> = { row, ...result }. */
export function decisionFact(decision: Decision): Record<string, unknown> {
  return { row: decision.rowId, ...decision.result };
}
