import { fill } from './money.ts';
import type { Props } from './CheckoutSteps.schema.ts';

/**
 * Express checkout: the spokes with their state (done or to do) and a button
 * that opens each one ({ step }). Steps the cart does not ask for, or whose
 * flow rule says they do not apply (applies: false), are left out.
 */
function CheckoutSteps({ label, steps, pending, doneLabel, todoLabel, editLabel, startLabel, onOpen, testId }: Props) {
  const state = new Map(((pending ?? []) as { id?: unknown; done?: unknown }[]).map((p) => [String(p.id), p.done === true]));
  const shown = steps.filter((step) => state.has(step.id) && step.applies !== false);
  return (
    <ol className="sf-steps" aria-label={label} data-testid={testId}>
      {shown.map((step, index) => {
        const done = state.get(step.id) === true;
        return (
          <li key={step.id} className={done ? 'sf-step sf-step--done' : 'sf-step'}>
            <div className="sf-step__text">
              <h2 className="sf-step__title">
                <span className="sf-step__number" aria-hidden="true">{index + 1}</span> {step.label}
              </h2>
              <p className="sf-step__state">{done ? doneLabel : todoLabel}</p>
              {done && step.summary ? <p className="sf-step__summary">{step.summary}</p> : null}
            </div>
            <button type="button" className={done ? 'sf-button sf-button--secondary' : 'sf-button sf-button--primary'} onClick={() => onOpen?.({ step: step.id })}>
              {fill(done ? editLabel : startLabel, { step: step.label })}
            </button>
          </li>
        );
      })}
    </ol>
  );
}

export default CheckoutSteps;
