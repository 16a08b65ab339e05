import { money } from './money.ts';
import type { Props } from './PriceSummary.schema.ts';
import './views.css';

/** Due today, monthly and credits as a description list; amounts from the cart answer, words from the flow. */
function PriceSummary({ heading, rows, testId }: Props) {
  const shown = (rows ?? []).filter((row) => !(row.hideZero && !row.amount));
  return (
    <section className="sf-summary" aria-label={heading} data-testid={testId}>
      <h2 className="sf-cart__heading">{heading}</h2>
      <dl className="sf-summary__list">
        {shown.map((row) => (
          <div key={row.label} className={row.strong ? 'sf-summary__row sf-summary__row--strong' : 'sf-summary__row'}>
            <dt>{row.label}</dt>
            <dd>{row.negative ? `−${money(row.amount)}` : money(row.amount)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

export default PriceSummary;
