import type { FinishedDetail } from '../../model/finishedProps.ts';
import type { Props } from './DetailsList.schema.ts';
import './views.css';

/** Loads with this view: the renderer finishes the flow's props with it (defineLazyComponent). */
export { finishDetailsList as finish } from '../../engine/finish/detailsList.ts';

/** The flow's props plus `shownItems`, finished by the engine (src/engine/finish/detailsList.ts). */
type ViewProps = Props & { shownItems?: FinishedDetail[] };

/** A description list (order review, confirmation, trade-in summary). */
function DetailsList({ label, shownItems = [], testId }: ViewProps) {
  return (
    <dl className="sf-details" title={label} data-testid={testId}>
      {shownItems.map((item) => (
        <div key={item.term} className="sf-details__row">
          <dt>{item.term}</dt>
          <dd>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

export default DetailsList;
