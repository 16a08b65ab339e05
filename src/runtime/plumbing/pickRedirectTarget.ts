import { resolveValue, type ResolveContext } from '../../engine/resolveValue.ts';
import { holds } from '../../logic/evaluate.ts';
import type { RedirectTable } from '../../model/flowTypes.ts';

/** The target of the first row of a redirect table whose `when` holds; '' when none does. Pure. */
export function pickRedirectTarget(table: RedirectTable, context: ResolveContext): string {
  const row = table.rows.find((candidate) => holds(candidate.when, context.facts));
  if (!row) return '';
  const to = resolveValue(row.to, context);
  return typeof to === 'string' ? to : '';
}
