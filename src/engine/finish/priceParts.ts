import type { PricePart } from '../../model/finishedProps.ts';
import { fillText } from '../resolveValue.ts';

/**
 * A price line the flow gave ("{monthly}/mo for {months} months"), filled and
 * cut where `amount` goes, so the component sets the amount in the price type
 * and the rest small without reading the template. Words between the amounts
 * are left out where the template has none.
 */
export function priceParts(template: string, values: Record<string, string | number>, amount: string): PricePart[] {
  const parts: PricePart[] = [];
  template.split(`{${amount}}`).forEach((words, index) => {
    if (index > 0) parts.push({ text: String(values[amount] ?? ''), amount: true });
    if (words !== '') parts.push({ text: fillText(words, values), amount: false });
  });
  return parts;
}
