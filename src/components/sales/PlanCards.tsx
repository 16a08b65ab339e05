import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
import { defineComponent } from '../../registry/defineComponent.ts';
import { fill, money } from './money.ts';

const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    plans: { type: 'array', items: { type: 'object' }, description: 'answers.catalogue.plans' },
    currentPlanId: { type: 'string' },
    only: { type: 'string', description: 'show only this plan (recommendedplan)' },
    priceLabel: { type: 'string', description: '{amount} placeholder, per line per month' },
    recommendedLabel: { type: 'string' },
    currentLabel: { type: 'string' },
    chooseLabel: { type: 'string', description: '{name} placeholder' },
    onChoose: eventProp,
  },
  required: ['label', 'plans', 'priceLabel', 'recommendedLabel', 'currentLabel', 'chooseLabel', 'onChoose'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema, 'onChoose'>;

interface Plan {
  id: string;
  name: string;
  monthly: number;
  data: string;
  highlights?: string[];
  recommended?: boolean;
}

/** Plans side by side (recommendedplan, compareplan): price, data, highlights; choosing one sends { planId }. */
function PlanCards({ label, plans, currentPlanId, only, priceLabel, recommendedLabel, currentLabel, chooseLabel, onChoose, testId }: Props) {
  return (
    <ul className="sf-plans" aria-label={label} data-testid={testId}>
      {((plans ?? []) as unknown as Plan[]).filter((plan) => !only || plan.id === only).map((plan) => {
        const current = plan.id === currentPlanId;
        return (
          <li key={plan.id} className={plan.recommended ? 'sf-plan sf-plan--recommended' : 'sf-plan'}>
            {plan.recommended ? <p className="sf-plan__badge">{recommendedLabel}</p> : null}
            <h2 className="sf-plan__name">{plan.name}</h2>
            <p className="sf-plan__price">{fill(priceLabel, { amount: money(plan.monthly) })}</p>
            <p className="sf-plan__data">{plan.data}</p>
            <ul className="sf-plan__highlights">{(plan.highlights ?? []).map((h) => <li key={h}>{h}</li>)}</ul>
            {current ? (
              <p className="sf-plan__current">{currentLabel}</p>
            ) : (
              <button type="button" className="sf-button sf-button--primary" onClick={() => onChoose?.({ planId: plan.id })}>
                {fill(chooseLabel, { name: plan.name })}
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

export default defineComponent<Props>({ name: 'PlanCards', description: 'Plans to compare and choose from.', propsSchema, component: PlanCards });
