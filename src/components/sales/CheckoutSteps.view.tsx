import type { FinishedCheckoutStep } from '../../model/finishedProps.ts';
import type { Props } from './CheckoutSteps.schema.ts';
import './views.css';

/** The flow's props plus `items`, finished by the engine (src/engine/finish/checkoutSteps.ts). */
type ViewProps = Props & { items?: FinishedCheckoutStep[] };

/**
 * Express checkout: the spokes with their state (done or to do, in words and
 * a tick) and a button that opens each one ({ step }); only the first step to
 * do is a primary button. Which steps show and what they say was decided by
 * the engine; this only lays them out.
 */
function CheckoutSteps({ label, items = [], editVisibleLabel, startVisibleLabel, onOpen, testId }: ViewProps) {
  return (
    <ol className="sf-steps" aria-label={label} data-testid={testId}>
      {items.map((step) => {
        // Short on screen beside the step's own title, the step in the accessible name (issue 23 item 5).
        const visible = step.done ? editVisibleLabel : startVisibleLabel;
        return (
          <li key={step.id} className={step.done ? 'sf-step sf-step--done' : 'sf-step'}>
            <div className="sf-step__text">
              <h2 className="sf-step__title">
                <span className="sf-step__number" aria-hidden="true">
                  {step.done ? '✓' : step.number}
                </span>{' '}
                {step.label}
              </h2>
              <p className="sf-step__state">{step.stateLabel}</p>
              {step.summary ? <p className="sf-step__summary">{step.summary}</p> : null}
            </div>
            <button
              type="button"
              className={step.primary ? 'sf-button sf-button--primary' : 'sf-button sf-button--secondary'}
              aria-label={visible ? step.buttonLabel : undefined}
              onClick={() => onOpen?.({ step: step.id })}
            >
              {visible || step.buttonLabel}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

export default CheckoutSteps;
