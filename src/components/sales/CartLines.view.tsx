import type { FinishedCartLine, FinishedCartLines } from '../../model/finishedProps.ts';
import type { Props } from './CartLines.schema.ts';
import './views.css';
import { ProductImage } from './ProductImage.tsx';

/** The flow's props plus `lines`, finished by the engine (src/engine/finish/cartLines.ts): prices and Remove labels decided there. */
type ViewProps = Props & { lines?: FinishedCartLines };

const noLines: FinishedCartLines = { devices: [], plans: [], features: [], accessories: [], tradeIn: [] };

/**
 * The cart's items by kind (devices, plans, features, accessories, trade-in),
 * with a Remove button ({ itemId }) on the lines the engine marked removable.
 */
function CartLines(props: ViewProps) {
  const { lines = noLines, onRemove, removeVisibleLabel, changeVisibleLabel, testId } = props;
  // Issue 23 item 3: back to the phone's pdp with its choices, to change colour, storage or payment.
  const change = (line: FinishedCartLine) =>
    line.changeHref && line.changeLabel ? (
      <a className="sf-link-button" href={line.changeHref} aria-label={changeVisibleLabel ? line.changeLabel : undefined}>
        {changeVisibleLabel || line.changeLabel}
      </a>
    ) : null;
  const remove = (line: FinishedCartLine) =>
    line.removeLabel && onRemove ? (
      <button
        type="button"
        className="sf-link-button"
        aria-label={removeVisibleLabel ? line.removeLabel : undefined}
        onClick={() => onRemove({ itemId: line.itemId })}
      >
        {removeVisibleLabel || line.removeLabel}
      </button>
    ) : null;
  const section = (heading: string | undefined, group: readonly FinishedCartLine[], render: (line: FinishedCartLine) => React.ReactNode) =>
    group.length > 0 ? (
      <section className="sf-cart__group" aria-label={heading}>
        <h2 className="sf-cart__heading">{heading}</h2>
        <ul className="sf-cart__list">
          {group.map((line) => (
            <li key={line.itemId} className="sf-cart__row">
              {render(line)}
            </li>
          ))}
        </ul>
      </section>
    ) : null;
  const priced = (line: FinishedCartLine) => (
    <>
      <p className="sf-cart__name sf-cart__main">{line.name}</p>
      <p className="sf-cart__price">{line.price}</p>
    </>
  );
  return (
    <div className="sf-cart" data-testid={testId}>
      {section(props.devicesHeading, lines.devices, (line) => (
        <>
          <ProductImage src={line.image} alt="" width={60} height={90} className="sf-cart__thumb" />
          <div className="sf-cart__main">
            <p className="sf-cart__name">{line.name}</p>
            <p className="sf-cart__detail">{line.detail}</p>
            <div className="sf-cart__actions">
              {change(line)}
              {remove(line)}
            </div>
          </div>
          <p className="sf-cart__price">{line.price}</p>
        </>
      ))}
      {section(props.plansHeading, lines.plans, priced)}
      {section(props.featuresHeading, lines.features, priced)}
      {section(props.accessoriesHeading, lines.accessories, (line) => (
        <>
          <ProductImage src={line.image} alt="" width={60} height={60} className="sf-cart__thumb" />
          <div className="sf-cart__main">
            <p className="sf-cart__name">{line.name}</p>
            {remove(line)}
          </div>
          <p className="sf-cart__price">{line.price}</p>
        </>
      ))}
      {section(props.tradeInHeading, lines.tradeIn, (line) => (
        <div className="sf-cart__main">
          <p className="sf-cart__name">{line.name}</p>
          {remove(line)}
        </div>
      ))}
    </div>
  );
}

export default CartLines;
