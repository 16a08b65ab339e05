import { fill, money } from './money.ts';
import type { Props } from './PlanCards.schema.ts';
import { PriceText } from './PriceText.tsx';
import './views.css';

interface Plan {
  id: string;
  name: string;
  monthly: number;
  data: string;
  highlights?: string[];
  recommended?: boolean;
}

/** Plans side by side (recommendedplan, compareplan): price, data, highlights; choosing one sends { planId }. */
function PlanCards({
  label,
  plans,
  currentPlanId,
  only,
  priceLabel,
  recommendedLabel,
  currentLabel,
  chooseLabel,
  chooseVisibleLabel,
  onChoose,
  testId,
}: Props) {
  return (
    <ul className="sf-plans" aria-label={label} data-testid={testId}>
      {((plans ?? []) as unknown as Plan[])
        .filter((plan) => !only || plan.id === only)
        .map((plan) => {
          const current = plan.id === currentPlanId;
          return (
            <li key={plan.id} className={plan.recommended ? 'sf-plan sf-plan--recommended' : 'sf-plan'}>
              {plan.recommended ? <p className="sf-plan__badge">{recommendedLabel}</p> : null}
              <h2 className="sf-plan__name">{plan.name}</h2>
              <PriceText className="sf-plan__price sf-price" template={priceLabel} values={{ amount: money(plan.monthly) }} emphasis="amount" />
              <p className="sf-plan__data">{plan.data}</p>
              <ul className="sf-plan__highlights">
                {(plan.highlights ?? []).map((h) => (
                  <li key={h}>{h}</li>
                ))}
              </ul>
              {current ? (
                <p className="sf-plan__current">{currentLabel}</p>
              ) : (
                <button
                  type="button"
                  className="sf-button sf-button--primary"
                  aria-label={chooseVisibleLabel ? fill(chooseLabel, { name: plan.name }) : undefined}
                  onClick={() => onChoose?.({ planId: plan.id })}
                >
                  {chooseVisibleLabel || fill(chooseLabel, { name: plan.name })}
                </button>
              )}
            </li>
          );
        })}
    </ul>
  );
}

export default PlanCards;
