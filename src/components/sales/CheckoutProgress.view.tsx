import type { Props } from './CheckoutProgress.schema.ts';
import './views.css';

/** The flow's props plus `progressText`, finished by the engine (src/engine/finish/checkoutProgress.ts). */
type ViewProps = Props & { progressText?: string };

/**
 * Above a checkout spoke (issue 9): a back link to the checkout, since the
 * spokes have no site navigation (spec 2.9), and where the shopper is
 * ("Step 2 of 7: Emergency address"). The step text is plain text before the
 * page heading, read in order by a screen reader.
 */
function CheckoutProgress({ progressText = '', backLabel, backHref, testId }: ViewProps) {
  return (
    <div className="sf-progress" data-testid={testId}>
      <a className="sf-progress__back" href={backHref}>
        <span aria-hidden="true">‹</span>
        {backLabel}
      </a>
      {progressText ? <p className="sf-progress__step">{progressText}</p> : null}
    </div>
  );
}

export default CheckoutProgress;
