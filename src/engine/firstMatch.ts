import { holds } from '../logic/evaluate.ts';

/** Anything tried in order by its `when`: decision, redirect and error rows, event handlers. */
export interface Guarded {
  /** JSON Logic; absent means "always" (an event handler without `when`). */
  when?: unknown;
}

export interface Match<Row> {
  /** Index of the first row whose `when` holds, or -1 when none does. */
  index: number;
  /** That row, or undefined when none holds (the caller picks its default). */
  row: Row | undefined;
}

/**
 * The one first-match rule of every table and handler list (issue 8 item 4):
 * rows are tried in order and the first whose `when` holds over the facts
 * wins; rows after it are not evaluated. Returns the position, not a result:
 * what a match means (a decision, a target, effects) is the caller's.
 */
export function firstMatch<Row extends Guarded>(rows: readonly Row[], facts: object): Match<Row> {
  const index = rows.findIndex((row) => row.when === undefined || holds(row.when, facts));
  return { index, row: index === -1 ? undefined : rows[index] };
}
