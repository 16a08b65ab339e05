import { holds } from '../logic/evaluate.ts';
import type { RedirectTable } from '../model/flowTypes.ts';
import { resolveValue, type ResolveContext } from './resolveValue.ts';

/** The fact a redirect table becomes: redirects.<table> = { row, to }; row and to are '' when no row holds. */
export interface RedirectFact {
  row: string;
  to: string;
}

/**
 * Evaluates a redirect table (spec 2.3): the first row whose `when` holds gives
 * the target. Pure: it only chooses; following the target (with its same-origin
 * or allow-list check) is the redirect effect's job.
 */
export function chooseRedirect(table: RedirectTable, context: ResolveContext): RedirectFact {
  for (const row of table.rows) {
    if (holds(row.when, context.facts)) {
      const to = resolveValue(row.to, context);
      return { row: row.id, to: typeof to === 'string' ? to : '' };
    }
  }
  return { row: '', to: '' };
}
