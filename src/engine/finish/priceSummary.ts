import type { FinishedSummaryRow } from '../../model/finishedProps.ts';
import { money } from '../../logic/formats.ts';

type Row = Record<string, unknown>;

/**
 * The summary rows PriceSummary shows (adds `shownRows`; the flow's props are
 * kept): a row the flow marks `hideZero` is left out while its amount is
 * zero or missing; amounts in the page's money, a credit (`negative`) with a
 * minus sign.
 */
export function finishPriceSummary(props: Record<string, unknown>): Record<string, unknown> {
  const rows = Array.isArray(props.rows) ? (props.rows as Row[]) : [];
  const shownRows: FinishedSummaryRow[] = rows
    .filter((row) => !(row.hideZero && !row.amount))
    .map((row) => ({
      label: typeof row.label === 'string' ? row.label : '',
      amount: row.negative ? `−${money(row.amount)}` : money(row.amount),
      strong: Boolean(row.strong),
    }));
  return { ...props, shownRows };
}
