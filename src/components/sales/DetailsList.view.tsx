import type { Props } from './DetailsList.schema.ts';
import './views.css';

/** A description list (order review, confirmation, trade-in summary). */
function DetailsList({ label, items, testId }: Props) {
  const shown = (items ?? []).filter((item) => item.detail !== undefined && item.detail !== null && item.detail !== '');
  return (
    <dl className="sf-details" title={label} data-testid={testId}>
      {shown.map((item) => (
        <div key={item.term} className="sf-details__row">
          <dt>{item.term}</dt>
          <dd>{String(item.detail)}</dd>
        </div>
      ))}
    </dl>
  );
}

export default DetailsList;
