import { holds } from '../logic/evaluate.ts';
import type { DecisionTable } from '../model/flowTypes.ts';
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
  const trace: RowTrace[] = [];
  for (const row of table.rows) {
    const matched = holds(row.when, context.facts);
    trace.push({ rowId: row.id, matched });
    if (matched) {
      return { tableId: table.id, rowId: row.id, result: resolveRecord(row.result, context), trace, usedDefault: false };
    }
  }
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
