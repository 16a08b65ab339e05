import { fill, money } from './money.ts';
import type { Props } from './CartLines.schema.ts';
type Row = Record<string, unknown>;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/**
 * The cart's items by kind (devices, plans, features, accessories, trade-in),
 * each device and accessory with a Remove button ({ itemId }); read-only on
 * order review and confirmation (no removeLabel).
 */
function CartLines(props: Props) {
  const { devices, plans, features, accessories, tradeIn, monthlyLabel, fullPriceLabel, deviceDetailLabel, tradeInLabel, removeLabel, onRemove, testId } = props;
  const remove = (row: Row) =>
    removeLabel && onRemove ? (
      <button type="button" className="sf-link-button" onClick={() => onRemove({ itemId: text(row.itemId) })}>
        {fill(removeLabel, { name: text(row.name) })}
      </button>
    ) : null;
  const section = (heading: string | undefined, rows: readonly Row[], render: (row: Row) => React.ReactNode) =>
    rows.length > 0 ? (
      <section className="sf-cart__group" aria-label={heading}>
        <h2 className="sf-cart__heading">{heading}</h2>
        <ul className="sf-cart__list">{rows.map((row) => <li key={text(row.itemId)} className="sf-cart__row">{render(row)}</li>)}</ul>
      </section>
    ) : null;
  const trade = tradeIn as Row | null | undefined;
  return (
    <div className="sf-cart" data-testid={testId}>
      {section(props.devicesHeading, (devices ?? []) as Row[], (row) => (
        <>
          <img src={text(row.image)} alt="" width={60} height={90} className="sf-cart__thumb" />
          <div className="sf-cart__main">
            <p className="sf-cart__name">{text(row.name)}</p>
            <p className="sf-cart__detail">{fill(deviceDetailLabel, { colour: text(row.colour), capacity: text(row.capacity) })}</p>
            {remove(row)}
          </div>
          {/* Monthly device payment, else paid today (full retail; $0 for the shopper's own phone, BYOD). */}
          <p className="sf-cart__price">{row.paymentOption === 'monthly' ? fill(monthlyLabel, { amount: money(row.monthly) }) : fill(fullPriceLabel, { amount: money(row.fullPrice) })}</p>
        </>
      ))}
      {section(props.plansHeading, (plans ?? []) as Row[], (row) => (
        <>
          <p className="sf-cart__name sf-cart__main">{text(row.name)}</p>
          <p className="sf-cart__price">{fill(monthlyLabel, { amount: money(row.monthly) })}</p>
        </>
      ))}
      {section(props.featuresHeading, (features ?? []) as Row[], (row) => (
        <>
          <p className="sf-cart__name sf-cart__main">{text(row.name)}</p>
          <p className="sf-cart__price">{fill(monthlyLabel, { amount: money(row.monthly) })}</p>
        </>
      ))}
      {section(props.accessoriesHeading, (accessories ?? []) as Row[], (row) => (
        <>
          <img src={text(row.image)} alt="" width={60} height={60} className="sf-cart__thumb" />
          <div className="sf-cart__main">
            <p className="sf-cart__name">{text(row.name)}</p>
            {remove(row)}
          </div>
          <p className="sf-cart__price">{fill(fullPriceLabel, { amount: money(row.price) })}</p>
        </>
      ))}
      {trade && trade.status === 'accepted' && props.tradeInHeading && tradeInLabel
        ? section(props.tradeInHeading, [{ ...trade, itemId: 'tradein', name: `${text(trade.make)} ${text(trade.model)}` }], (row) => (
            <div className="sf-cart__main">
              <p className="sf-cart__name">{fill(tradeInLabel, { make: text(row.make), model: text(row.model), value: money(row.value), monthlyCredit: money(row.monthlyCredit) })}</p>
              {remove(row)}
            </div>
          ))
        : null}
    </div>
  );
}

export default CartLines;
