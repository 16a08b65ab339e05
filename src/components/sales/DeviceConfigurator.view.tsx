import { useId, useState } from 'react';
import type { FinishedDeviceChoices } from '../../model/finishedProps.ts';
import type { Props } from './DeviceConfigurator.schema.ts';
import './views.css';

interface Device {
  id: string;
  name: string;
  image: string;
  description?: string;
}

/** The flow's props plus `choices`, finished by the engine (src/engine/finish/deviceConfigurator.ts): prices and due-today texts decided there. */
type ViewProps = Props & { choices?: FinishedDeviceChoices };

const noChoices: FinishedDeviceChoices = { colours: [], capacities: [] };

/**
 * The pdp's choices: colour, capacity and how to pay (device payment or full
 * retail), as native radio groups. The choice stays here until the shopper adds
 * to cart; the payload { deviceId, colourId, capacityId, paymentOption } goes to
 * the flow, with the itemId of the cart line being changed when there is one.
 * Every text a choice shows comes finished; picking one only selects it.
 */
function DeviceConfigurator(props: ViewProps) {
  const {
    device: raw,
    choices = noChoices,
    colourLegend,
    capacityLegend,
    paymentLegend,
    paymentOptions,
    addToCartLabel,
    wishlistLabel,
    lineItemId,
    chosenColourId,
    chosenCapacityId,
    chosenPayment: startPayment,
    busy = false,
    onAddToCart,
    onWishlist,
    testId,
  } = props;
  const device = raw as unknown as Device;
  const id = useId().replace(/:/g, '');
  // A cart line being changed starts from its choices (issue 23 item 3); a new phone from the first of each.
  const start = <T extends { id: string }>(list: readonly T[], id: string | undefined): string => (list.find((item) => item.id === id) ?? list[0])?.id ?? '';
  const [colourId, setColour] = useState(() => start(choices.colours, chosenColourId));
  const [capacityId, setCapacity] = useState(() => start(choices.capacities, chosenCapacityId));
  const offered: readonly ('monthly' | 'full')[] = paymentOptions.length > 0 ? paymentOptions : ['full'];
  const [chosenPayment, setPayment] = useState<'monthly' | 'full'>(() => offered.find((option) => option === startPayment) ?? offered[0]!);
  // Only a way to pay the flow offers can be sent (the prepaid store: full price only).
  const paymentOption = offered.includes(chosenPayment) ? chosenPayment : offered[0]!;
  const capacity = choices.capacities.find((c) => c.id === capacityId) ?? choices.capacities[0];
  const colour = choices.colours.find((c) => c.id === colourId);
  if (!capacity) return null;
  return (
    <div className="sf-pdp" data-testid={testId}>
      <div className="sf-pdp__media">
        {/* The page's largest picture (its LCP): fetched ahead of the page's other images (docs/performance.md "Issue 20"). */}
        <img
          className="sf-pdp__image"
          src={colour?.image || device.image}
          alt={colour ? colour.imageAlt : device.name}
          width={240}
          height={300}
          fetchPriority="high"
        />
      </div>
      <div className="sf-pdp__choices">
        {device.description ? <p className="sf-paragraph">{device.description}</p> : null}
        <fieldset className="sf-options">
          <legend>
            {colourLegend}: {colour?.name}
          </legend>
          <div className="sf-swatches">
            {choices.colours.map((c) => (
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
            {choices.capacities.map((c) => (
              <label key={c.id} className="sf-pill">
                <input type="radio" name={`${id}-capacity`} value={c.id} checked={c.id === capacityId} onChange={() => setCapacity(c.id)} />
                <span>{c.label}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="sf-options">
          <legend>{paymentLegend}</legend>
          {offered.map((option) => (
            <label key={option} className="sf-pay">
              <input type="radio" name={`${id}-payment`} value={option} checked={paymentOption === option} onChange={() => setPayment(option)} />
              <span>{option === 'monthly' ? capacity.monthlyOptionText : capacity.fullOptionText}</span>
            </label>
          ))}
        </fieldset>
        <p className="sf-pdp__due" aria-live="polite">
          {capacity.dueToday[paymentOption]}
        </p>
        <div className="sf-actions">
          <button
            type="button"
            className="sf-button sf-button--primary"
            aria-busy={busy || undefined}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy)
                onAddToCart?.({ deviceId: device.id, colourId, capacityId: capacity.id, paymentOption, ...(lineItemId ? { itemId: lineItemId } : {}) });
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
