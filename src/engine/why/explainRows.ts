import { firstMatch } from '../firstMatch.ts';
import { explainCondition, type ConditionPart } from './explainCondition.ts';

export interface ExplainedRow {
  id: string;
  won: boolean;
  /** Undefined for a row without `when` (it always holds). */
  condition: ConditionPart | undefined;
}

/** Which row of a first-match table wins and why: what flows:why prints and the debug panel shows. */
export interface RowsExplanation {
  /** The winning row's id, or the fallback when no row holds. */
  winner: string;
  /** 0-based position of the winner, -1 when the fallback applies. */
  index: number;
  /** The rows tried: every row before the winner (each failed) and the winner. Later rows are not evaluated at runtime, so not here either. */
  rows: ExplainedRow[];
  /** Set when a row could not be evaluated at all. */
  error?: string;
}

export function explainRows(rows: readonly { id: string; when?: unknown }[], facts: object, fallback: string): RowsExplanation {
  let index = -1;
  let error: string | undefined;
  try {
    index = firstMatch(rows, facts).index;
  } catch (caught) {
    error = (caught as Error).message;
  }
  const tried = index === -1 ? rows : rows.slice(0, index + 1);
  return {
    winner: index === -1 ? fallback : (rows[index]?.id ?? fallback),
    index,
    rows: tried.map((row, position) => ({ id: row.id, won: position === index, condition: explainCondition(row.when, facts) })),
    ...(error ? { error } : {}),
  };
}
