import type { FinishedPlanCard } from '../../model/finishedProps.ts';
import { money } from '../../logic/formats.ts';
import { fillText } from '../resolveValue.ts';
import { priceParts } from './priceParts.ts';
import { rows, text } from './propValues.ts';

/**
 * The plans as PlanCards shows them (adds `cards`; the flow's props are kept):
 * only the plan `only` names when the flow gives one (recommendedplan), each
 * with its monthly price in the page's money and its Choose button's
 * accessible name; the shopper's current plan is marked instead.
 */
export function finishPlanCards(props: Record<string, unknown>): Record<string, unknown> {
  const only = text(props.only);
  const cards: FinishedPlanCard[] = rows(props.plans)
    .filter((plan) => !only || plan.id === only)
    .map((plan) => ({
      id: text(plan.id),
      name: text(plan.name),
      recommended: Boolean(plan.recommended),
      price: priceParts(text(props.priceLabel), { amount: money(plan.monthly) }, 'amount'),
      data: text(plan.data),
      highlights: Array.isArray(plan.highlights) ? plan.highlights.map(text) : [],
      current: plan.id === props.currentPlanId,
      chooseLabel: fillText(text(props.chooseLabel), { name: text(plan.name) }),
    }));
  return { ...props, cards };
}
