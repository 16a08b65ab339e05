import { fill, money } from './money.ts';
import { PriceText } from './PriceText.tsx';
import type { Props } from './DeviceGrid.schema.ts';
import './views.css';
import { ProductImage } from './ProductImage.tsx';

interface DeviceSummary {
  id: string;
  name: string;
  brand: string;
  tagline?: string;
  image: string;
  rating?: number;
  reviews?: number;
  fullPrice: number;
  monthly: number;
  months: number;
}

/** Phones as cards: image, name (a link to the pdp), monthly and retail price; an optional per-card action ({ deviceId }). */
function DeviceGrid({
  label,
  devices,
  detailsHref,
  monthlyLabel,
  retailLabel,
  ratingLabel,
  actionLabel,
  savedIds,
  savedActionLabel,
  actionVisibleLabel,
  savedActionVisibleLabel,
  emptyText,
  onAction,
  testId,
}: Props) {
  const items = (devices ?? []) as unknown as DeviceSummary[];
  if (items.length === 0)
    return (
      <p className="sf-paragraph" data-testid={testId}>
        {emptyText}
      </p>
    );
  return (
    <ul className="sf-grid" aria-label={label} data-testid={testId}>
      {items.map((device) => {
        const saved = savedIds?.includes(device.id) ?? false;
        const visible = saved && savedActionLabel ? savedActionVisibleLabel : actionVisibleLabel;
        return (
          <li key={device.id} className="sf-card">
            <div className="sf-card__media">
              <ProductImage className="sf-card__image" src={device.image} alt="" width={240} height={300} loading="lazy" />
            </div>
            <h2 className="sf-card__title">
              <a href={`${detailsHref}?deviceId=${encodeURIComponent(device.id)}`}>{device.name}</a>
            </h2>
            {device.tagline ? <p className="sf-card__tagline">{device.tagline}</p> : null}
            {ratingLabel && device.rating ? (
              <p className="sf-card__rating">{fill(ratingLabel, { rating: device.rating, reviews: device.reviews ?? 0 })}</p>
            ) : null}
            {monthlyLabel ? (
              <PriceText
                className="sf-card__price sf-price"
                template={monthlyLabel}
                values={{ monthly: money(device.monthly), months: device.months }}
                emphasis="monthly"
              />
            ) : null}
            <p className="sf-card__retail">{fill(retailLabel, { price: money(device.fullPrice) })}</p>
            {actionLabel && onAction ? (
              <button
                type="button"
                className="sf-button sf-button--secondary"
                // With a saved list the button is a toggle that shows its state (issue 9), e.g. saved to Favorites.
                aria-pressed={savedIds ? savedIds.includes(device.id) : undefined}
                // Short on screen ("Save"), the phone in the accessible name (issue 23 item 5).
                aria-label={visible ? fill(saved && savedActionLabel ? savedActionLabel : actionLabel, { name: device.name }) : undefined}
                onClick={() => onAction({ deviceId: device.id })}
              >
                {visible || fill(saved && savedActionLabel ? savedActionLabel : actionLabel, { name: device.name })}
              </button>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

export default DeviceGrid;
