import { useEffect, useRef } from 'react';
import type { FinishedDeviceCard } from '../../model/finishedProps.ts';
import { PriceText } from './PriceText.tsx';
import type { Props } from './DeviceGrid.schema.ts';
import './views.css';
import { ProductImage } from './ProductImage.tsx';

/** Loads with this view: the renderer finishes the flow's props with it (defineLazyComponent). */
export { finishDeviceGrid as finish } from '../../engine/finish/deviceGrid.ts';

/** The flow's props plus `cards`, finished by the engine (src/engine/finish/deviceGrid.ts). */
type ViewProps = Props & { cards?: FinishedDeviceCard[] };

/** Focus once a removed card's button has left the page: as CartLines.view.tsx's `keepFocusOnPage` (issue 5, WCAG 2.4.3). */
function keepFocusOnPage(): void {
  const active = document.activeElement;
  if (active && active !== document.body && active.isConnected) return;
  document.querySelector<HTMLElement>('main h1')?.focus();
}

/** Phones as cards: image, name (a link to the pdp), monthly and retail price; an optional per-card action ({ deviceId }). */
function DeviceGrid({ label, cards = [], emptyText, onAction, testId }: ViewProps) {
  // The phone whose plain action (Favorites' Remove, not a Save toggle) the shopper pressed, until its card has gone.
  const acted = useRef<string | null>(null);
  useEffect(() => {
    const id = acted.current;
    if (id === null || cards.some((card) => card.id === id)) return;
    acted.current = null;
    keepFocusOnPage();
  }, [cards]);
  // The page may show its loader instead of the grid while the list answers again.
  useEffect(() => {
    const pending = acted;
    return () => {
      if (pending.current) keepFocusOnPage();
    };
  }, []);
  if (cards.length === 0)
    return (
      <p className="sf-paragraph" data-testid={testId}>
        {emptyText}
      </p>
    );
  return (
    <ul className="sf-grid" aria-label={label} data-testid={testId}>
      {cards.map((device) => (
        <li key={device.id} className="sf-card">
          <div className="sf-card__media">
            <ProductImage className="sf-card__image" src={device.image} alt="" width={240} height={300} loading="lazy" />
          </div>
          <h2 className="sf-card__title">
            <a href={device.href}>{device.name}</a>
          </h2>
          {device.tagline ? <p className="sf-card__tagline">{device.tagline}</p> : null}
          {device.rating ? <p className="sf-card__rating">{device.rating}</p> : null}
          {device.monthly.length > 0 ? <PriceText className="sf-card__price sf-price" parts={device.monthly} /> : null}
          <p className="sf-card__retail">{device.retail}</p>
          {device.action ? (
            <button
              type="button"
              className="sf-button sf-button--secondary"
              // With a saved list the button is a toggle that shows its state (issue 9), e.g. saved to Favorites.
              aria-pressed={device.action.pressed}
              // Short on screen ("Save"), the phone in the accessible name (issue 23 item 5).
              aria-label={device.action.visible ? device.action.name : undefined}
              onClick={() => {
                if (device.action?.pressed === undefined) acted.current = device.id;
                onAction?.({ deviceId: device.id });
              }}
            >
              {device.action.visible || device.action.name}
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

export default DeviceGrid;
