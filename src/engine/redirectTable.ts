import type { RedirectTable } from '../model/flowTypes.ts';
import { firstMatch } from './firstMatch.ts';
import { resolveValue, type ResolveContext } from './resolveValue.ts';

/** The fact a redirect table becomes: redirects.<table> = { row, to }; row and to are '' when no row holds. */
export interface RedirectFact {
  row: string;
  to: string;
}

/**
 * Evaluates a redirect table (spec 2.3): the first row whose `when` holds gives
 * the target. Pure: it only chooses; following the target (with its same-origin
 * or allow-list check) is the redirect mechanism's job.
 */
export function chooseRedirect(table: RedirectTable, context: ResolveContext): RedirectFact {
  const { row } = firstMatch(table.rows, context.facts);
  if (!row) return { row: '', to: '' };
  const to = resolveValue(row.to, context);
  return { row: row.id, to: typeof to === 'string' ? to : '' };
}
