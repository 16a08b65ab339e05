import { fill, money } from './money.ts';
import type { Props } from './AccessoryGrid.schema.ts';
import './views.css';
import { ProductImage } from './ProductImage.tsx';

interface Accessory {
  id: string;
  name: string;
  category: string;
  price: number;
  image: string;
}

/** Accessories with an add button each ({ accessoryId }): accessoryInterstitial and the shop. */
function AccessoryGrid({ label, accessories, addLabel, addVisibleLabel, busy = false, onAdd, testId }: Props) {
  return (
    <ul className="sf-grid sf-grid--small" aria-label={label} data-testid={testId}>
      {((accessories ?? []) as unknown as Accessory[]).map((item) => (
        <li key={item.id} className="sf-card">
          <ProductImage className="sf-card__image" src={item.image} alt="" width={120} height={120} loading="lazy" />
          <h2 className="sf-card__title">{item.name}</h2>
          <p className="sf-card__tagline">{item.category}</p>
          <p className="sf-card__price">{money(item.price)}</p>
          <button
            type="button"
            className="sf-button sf-button--secondary"
            aria-disabled={busy || undefined}
            // Short on screen, the product in the accessible name (issue 23 item 5).
            aria-label={addVisibleLabel ? fill(addLabel, { name: item.name }) : undefined}
            onClick={() => {
              if (!busy) onAdd?.({ accessoryId: item.id });
            }}
          >
            {addVisibleLabel || fill(addLabel, { name: item.name })}
          </button>
        </li>
      ))}
    </ul>
  );
}

export default AccessoryGrid;
