import type { FinishedPlanCard } from '../../model/finishedProps.ts';
import type { Props } from './PlanCards.schema.ts';
import { PriceText } from './PriceText.tsx';
import './views.css';

/** Loads with this view: the renderer finishes the flow's props with it (defineLazyComponent). */
export { finishPlanCards as finish } from '../../engine/finish/planCards.ts';

/** The flow's props plus `cards`, finished by the engine (src/engine/finish/planCards.ts). */
type ViewProps = Props & { cards?: FinishedPlanCard[] };

/**
 * Plans side by side (recommendedplan, compareplan): price, data, highlights;
 * choosing one sends { planId }. Which plans show and their prices were
 * decided by the engine; this only lays them out.
 */
function PlanCards({ label, cards = [], recommendedLabel, currentLabel, chooseVisibleLabel, onChoose, testId }: ViewProps) {
  return (
    <ul className="sf-plans" aria-label={label} data-testid={testId}>
      {cards.map((plan) => (
        <li key={plan.id} className={plan.recommended ? 'sf-plan sf-plan--recommended' : 'sf-plan'}>
          {plan.recommended ? <p className="sf-plan__badge">{recommendedLabel}</p> : null}
          <h2 className="sf-plan__name">{plan.name}</h2>
          <PriceText className="sf-plan__price sf-price" parts={plan.price} />
          <p className="sf-plan__data">{plan.data}</p>
          <ul className="sf-plan__highlights">
            {plan.highlights.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
          {plan.current ? (
            <p className="sf-plan__current">{currentLabel}</p>
          ) : (
            <button
              type="button"
              className="sf-button sf-button--primary"
              aria-label={chooseVisibleLabel ? plan.chooseLabel : undefined}
              onClick={() => onChoose?.({ planId: plan.id })}
            >
              {chooseVisibleLabel || plan.chooseLabel}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

export default PlanCards;
