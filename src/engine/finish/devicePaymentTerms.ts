import type { FinishedPaymentTerms } from '../../model/finishedProps.ts';
import { money } from '../../logic/formats.ts';
import { fillText } from '../resolveValue.ts';
import { rows, text } from './propValues.ts';

/**
 * The agreement's terms as DevicePaymentTerms shows them (adds `terms`; the
 * flow's props are kept): per phone its name with colour and capacity, the
 * retail price, down payment and monthly payment in the page's money, and
 * the term (termLabel with {months}).
 */
export function finishDevicePaymentTerms(props: Record<string, unknown>): Record<string, unknown> {
  const terms: FinishedPaymentTerms[] = rows(props.devices).map((row, index) => ({
    key: text(row.itemId) || String(index),
    device: [text(row.name), [text(row.colour), text(row.capacity)].filter(Boolean).join(', ')].filter(Boolean).join(' · '),
    fullPrice: money(row.fullPrice),
    dueToday: money(row.dueToday),
    monthly: money(row.monthly),
    term: fillText(text(props.termLabel), { months: typeof row.months === 'number' ? row.months : 0 }),
  }));
  return { ...props, terms };
}
