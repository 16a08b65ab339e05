import type { FinishedDetail } from '../../model/finishedProps.ts';

/**
 * The pairs DetailsList shows (adds `shownItems`; the flow's props are kept):
 * a pair whose detail is empty or missing is left out (an order with no
 * trade-in has no trade-in row), the detail as text.
 */
export function finishDetailsList(props: Record<string, unknown>): Record<string, unknown> {
  const items = Array.isArray(props.items) ? (props.items as { term?: unknown; detail?: unknown }[]) : [];
  const shownItems: FinishedDetail[] = items
    .filter((item) => item.detail !== undefined && item.detail !== null && item.detail !== '')
    .map((item) => ({ term: String(item.term ?? ''), detail: String(item.detail) }));
  return { ...props, shownItems };
}
