import type { FinishedPaymentTerms } from '../../model/finishedProps.ts';
import type { Props } from './DevicePaymentTerms.schema.ts';
import './views.css';

/** Loads with this view: the renderer finishes the flow's props with it (defineLazyComponent). */
export { finishDevicePaymentTerms as finish } from '../../engine/finish/devicePaymentTerms.ts';

/** The flow's props plus `terms`, finished by the engine (src/engine/finish/devicePaymentTerms.ts). */
type ViewProps = Props & { terms?: FinishedPaymentTerms[] };

/**
 * The key terms of a device payment agreement, one row per phone: retail
 * price, down payment, monthly payment and term (dppagreement). A table with
 * a caption and column headers, so a screen reader reads each figure with
 * what it is.
 */
function DevicePaymentTerms({ label, terms = [], deviceHeader, priceHeader, downHeader, monthlyHeader, termHeader, testId }: ViewProps) {
  return (
    // Focusable region: on a narrow phone the table scrolls sideways, and a keyboard user must be able to scroll it too.
    <div className="sf-table-wrap" role="region" aria-label={label} tabIndex={0} data-testid={testId}>
      <table className="sf-table">
        <caption>{label}</caption>
        <thead>
          <tr>
            <th scope="col">{deviceHeader}</th>
            <th scope="col">{priceHeader}</th>
            <th scope="col">{downHeader}</th>
            <th scope="col">{monthlyHeader}</th>
            <th scope="col">{termHeader}</th>
          </tr>
        </thead>
        <tbody>
          {terms.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.device}</th>
              <td>{row.fullPrice}</td>
              <td>{row.dueToday}</td>
              <td>{row.monthly}</td>
              <td>{row.term}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default DevicePaymentTerms;
