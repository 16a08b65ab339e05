import { useEffect, useRef } from 'react';
import type { FinishedCartLine, FinishedCartLines } from '../../model/finishedProps.ts';
import type { Props } from './CartLines.schema.ts';
import './views.css';
import { ProductImage } from './ProductImage.tsx';

/** The flow's props plus `lines`, finished by the engine (src/engine/finish/cartLines.ts): prices and Remove labels decided there. */
type ViewProps = Props & { lines?: FinishedCartLines };

/**
 * Focus once a removed line's Remove button has left the page (issue 5, WCAG 2.4.3): the browser drops it on the
 * body, where a screen reader starts again at the top of the page. The page heading takes it, as after a Modal whose
 * opener has gone, and the page's status says what happened; focus that is somewhere already (an error's close
 * button) stays there. DeviceGrid.view.tsx has the same few lines: a module of their own became a chunk, and the
 * entry's list of each view's chunks grew by its name (10 B of start-up, over the budget).
 */
function keepFocusOnPage(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  document.querySelector<HTMLElement>('main h1')?.focus();
}

const noLines: FinishedCartLines = { devices: [], plans: [], features: [], accessories: [], tradeIn: [] };

/**
 * The cart's items by kind (devices, plans, features, accessories, trade-in),
 * with a Remove button ({ itemId }) on the lines the engine marked removable.
 */
function CartLines(props: ViewProps) {
  const { lines = noLines, onRemove, removeVisibleLabel, changeVisibleLabel, testId } = props;
  // The line whose Remove the shopper pressed, until the cart's answer has taken it out.
  const removing = useRef<string | null>(null);
  useEffect(() => {
    const itemId = removing.current;
    const { devices, plans, features, accessories, tradeIn } = lines;
    if (itemId === null || [devices, plans, features, accessories, tradeIn].some((group) => group.some((line) => line.itemId === itemId))) return;
    removing.current = null;
    keepFocusOnPage();
  }, [lines]);
  // The expresscart page shows its loader instead of the lines while the cart answers again (and the empty cart
  // after the last line): this list leaves with the button.
  useEffect(() => {
    const pending = removing;
    return () => {
      if (pending.current) keepFocusOnPage();
    };
  }, []);
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
        onClick={() => {
          removing.current = line.itemId;
          onRemove({ itemId: line.itemId });
        }}
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
