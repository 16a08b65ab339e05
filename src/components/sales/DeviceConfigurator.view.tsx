import { useId, useState } from 'react';
import { fill, money } from './money.ts';
import type { Props } from './DeviceConfigurator.schema.ts';

interface Device {
  id: string;
  name: string;
  image: string;
  description?: string;
  months: number;
  colours: { id: string; name: string; hex: string }[];
  capacities: { id: string; label: string; fullPrice: number; monthly: number }[];
}

/**
 * The pdp's choices: colour, capacity and how to pay (device payment or full
 * retail), as native radio groups. The choice stays here until the shopper adds
 * to cart; the payload { deviceId, colourId, capacityId, paymentOption } goes to the flow.
 */
function DeviceConfigurator(props: Props) {
  const { device: raw, colourLegend, capacityLegend, paymentLegend, monthlyOption, fullOption, dueTodayLabel, addToCartLabel, wishlistLabel, busy = false, onAddToCart, onWishlist, testId } = props;
  const device = raw as unknown as Device;
  const id = useId().replace(/:/g, '');
  const [colourId, setColour] = useState(device.colours[0]?.id ?? '');
  const [capacityId, setCapacity] = useState(device.capacities[0]?.id ?? '');
  const [paymentOption, setPayment] = useState<'monthly' | 'full'>('monthly');
  const capacity = device.capacities.find((c) => c.id === capacityId) ?? device.capacities[0];
  const colour = device.colours.find((c) => c.id === colourId);
  if (!capacity) return null;
  const dueToday = paymentOption === 'full' ? capacity.fullPrice : 0;
  return (
    <div className="sf-pdp" data-testid={testId}>
      <img className="sf-pdp__image" src={device.image} alt={colour ? `${device.name}, ${colour.name}` : device.name} width={200} height={300} />
      <div className="sf-pdp__choices">
        {device.description ? <p className="sf-paragraph">{device.description}</p> : null}
        <fieldset className="sf-options">
          <legend>{colourLegend}: {colour?.name}</legend>
          <div className="sf-swatches">
            {device.colours.map((c) => (
              <label key={c.id} className="sf-swatch">
                <input type="radio" name={`${id}-colour`} value={c.id} checked={c.id === colourId} onChange={() => setColour(c.id)} />
                <span className="sf-swatch__dot" style={{ background: c.hex }} aria-hidden="true" />
                <span>{c.name}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="sf-options">
          <legend>{capacityLegend}</legend>
          <div className="sf-pills">
            {device.capacities.map((c) => (
              <label key={c.id} className="sf-pill">
                <input type="radio" name={`${id}-capacity`} value={c.id} checked={c.id === capacityId} onChange={() => setCapacity(c.id)} />
                <span>{c.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="sf-options">
          <legend>{paymentLegend}</legend>
          <label className="sf-pay">
            <input type="radio" name={`${id}-payment`} value="monthly" checked={paymentOption === 'monthly'} onChange={() => setPayment('monthly')} />
            <span>{fill(monthlyOption, { monthly: money(capacity.monthly), months: device.months })}</span>
          </label>
          <label className="sf-pay">
            <input type="radio" name={`${id}-payment`} value="full" checked={paymentOption === 'full'} onChange={() => setPayment('full')} />
            <span>{fill(fullOption, { price: money(capacity.fullPrice) })}</span>
          </label>
        </fieldset>
        <p className="sf-pdp__due" aria-live="polite">{fill(dueTodayLabel, { amount: money(dueToday) })}</p>
        <div className="sf-actions">
          <button
            type="button"
            className="sf-button sf-button--primary"
            aria-busy={busy || undefined}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onAddToCart?.({ deviceId: device.id, colourId, capacityId: capacity.id, paymentOption });
            }}
          >
            {addToCartLabel}
          </button>
          {wishlistLabel && onWishlist ? (
            <button type="button" className="sf-button sf-button--secondary" onClick={() => onWishlist({ deviceId: device.id })}>
              {wishlistLabel}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}

export default DeviceConfigurator;
