import type { FinishedSummaryRow } from '../../model/finishedProps.ts';
import type { Props } from './PriceSummary.schema.ts';
import './views.css';

/** Loads with this view: the renderer finishes the flow's props with it (defineLazyComponent). */
export { finishPriceSummary as finish } from '../../engine/finish/priceSummary.ts';

/** The flow's props plus `shownRows`, finished by the engine (src/engine/finish/priceSummary.ts). */
type ViewProps = Props & { shownRows?: FinishedSummaryRow[] };

/** Due today, monthly and credits as a description list; amounts from the cart answer, words from the flow. */
function PriceSummary({ heading, shownRows = [], testId }: ViewProps) {
  return (
    <section className="sf-summary" aria-label={heading} data-testid={testId}>
      <h2 className="sf-cart__heading">{heading}</h2>
      <dl className="sf-summary__list">
        {shownRows.map((row) => (
          <div key={row.label} className={row.strong ? 'sf-summary__row sf-summary__row--strong' : 'sf-summary__row'}>
            <dt>{row.label}</dt>
            <dd>{row.amount}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default PriceSummary;
