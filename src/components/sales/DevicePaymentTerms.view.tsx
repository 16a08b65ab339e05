import { fill, money } from './money.ts';
import type { Props } from './DevicePaymentTerms.schema.ts';
import './views.css';
type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The key terms of a device payment agreement, one row per phone: retail
 * price, down payment, monthly payment and term (dppagreement). A table with
 * a caption and column headers, so a screen reader reads each figure with
 * what it is.
 */
function DevicePaymentTerms({ label, devices, deviceHeader, priceHeader, downHeader, monthlyHeader, termHeader, termLabel, testId }: Props) {
  const rows = (devices ?? []) as Row[];
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
          {rows.map((row, index) => (
            <tr key={text(row.itemId) || index}>
              <th scope="row">{[text(row.name), [text(row.colour), text(row.capacity)].filter(Boolean).join(', ')].filter(Boolean).join(' · ')}</th>
              <td>{money(row.fullPrice)}</td>
              <td>{money(row.dueToday)}</td>
              <td>{money(row.monthly)}</td>
              <td>{fill(termLabel, { months: typeof row.months === 'number' ? row.months : 0 })}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

export default DevicePaymentTerms;
