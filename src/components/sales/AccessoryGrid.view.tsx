import type { FinishedAccessoryCard } from '../../model/finishedProps.ts';
import type { Props } from './AccessoryGrid.schema.ts';
import './views.css';
import { ProductImage } from './ProductImage.tsx';

/** Loads with this view: the renderer finishes the flow's props with it (defineLazyComponent). */
export { finishAccessoryGrid as finish } from '../../engine/finish/accessoryGrid.ts';

/** The flow's props plus `cards`, finished by the engine (src/engine/finish/accessoryGrid.ts). */
type ViewProps = Props & { cards?: FinishedAccessoryCard[] };

/** Accessories with an add button each ({ accessoryId }): accessoryInterstitial and the shop. */
function AccessoryGrid({ label, cards = [], addVisibleLabel, busy = false, onAdd, testId }: ViewProps) {
  return (
    <ul className="sf-grid sf-grid--small" aria-label={label} data-testid={testId}>
      {cards.map((item) => (
        <li key={item.id} className="sf-card">
          <ProductImage className="sf-card__image" src={item.image} alt="" width={120} height={120} loading="lazy" />
          <h2 className="sf-card__title">{item.name}</h2>
          <p className="sf-card__tagline">{item.category}</p>
          <p className="sf-card__price">{item.price}</p>
          <button
            type="button"
            className="sf-button sf-button--secondary"
            aria-disabled={busy || undefined}
            // Short on screen, the product in the accessible name (issue 23 item 5).
            aria-label={addVisibleLabel ? item.addLabel : undefined}
            onClick={() => {
              if (!busy) onAdd?.({ accessoryId: item.id });
            }}
          >
            {addVisibleLabel || item.addLabel}
          </button>
        </li>
      ))}
    </ul>
  );
}

export default AccessoryGrid;
