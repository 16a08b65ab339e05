// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import DeviceConfigurator from '../../src/components/sales/DeviceConfigurator.view.tsx';
import { finishDeviceConfigurator } from '../../src/engine/finish/deviceConfigurator.ts';

const device = {
  id: 'nova-16',
  name: 'Nova 16',
  months: 36,
  image: '/nova.svg',
  colours: [
    { id: 'teal', name: 'Teal', hex: '#7fb5b0' },
    { id: 'pink', name: 'Pink', hex: '#f1a7c4' },
  ],
  capacities: [
    { id: '128gb', label: '128 GB', fullPrice: 829.99, monthly: 23.06 },
    { id: '256gb', label: '256 GB', fullPrice: 929.99, monthly: 25.84 },
  ],
};

function renderPdp(extra: Record<string, unknown>, onAddToCart = vi.fn()) {
  const props = finishDeviceConfigurator({
    device,
    colourLegend: 'Colour',
    capacityLegend: 'Storage',
    paymentLegend: 'Payment',
    paymentOptions: ['monthly', 'full'],
    monthlyOption: '{monthly}/mo for {months} months',
    fullOption: 'Pay {price} now',
    dueTodayLabel: 'Due today: {amount}',
    addToCartLabel: 'Update cart',
    onAddToCart,
    ...extra,
  });
  render(<DeviceConfigurator {...(props as unknown as Parameters<typeof DeviceConfigurator>[0])} />);
  return onAddToCart;
}

/** Issue 23 item 3: a cart line's Change link opens its pdp with its choices, and the add sends the line's itemId. */
describe('DeviceConfigurator: a cart line being changed', () => {
  it("starts from the line's colour, storage and payment and sends its itemId", () => {
    const onAdd = renderPdp({ lineItemId: 'line-1', chosenColourId: 'pink', chosenCapacityId: '256gb', chosenPayment: 'full' });
    expect(screen.getByLabelText('Pink')).toBeChecked();
    expect(screen.getByLabelText('256 GB')).toBeChecked();
    expect(screen.getByLabelText('Pay $929.99 now')).toBeChecked();
    fireEvent.click(screen.getByLabelText('Teal'));
    fireEvent.click(screen.getByRole('button', { name: 'Update cart' }));
    expect(onAdd).toHaveBeenCalledWith({ deviceId: 'nova-16', colourId: 'teal', capacityId: '256gb', paymentOption: 'full', itemId: 'line-1' });
  });

  it('starts from the first of each for a choice the device lacks, and sends no itemId for a new phone', () => {
    const onAdd = renderPdp({ chosenColourId: 'gold', chosenPayment: 'lease' });
    expect(screen.getByLabelText('Teal')).toBeChecked();
    expect(screen.getByLabelText('128 GB')).toBeChecked();
    fireEvent.click(screen.getByRole('button', { name: 'Update cart' }));
    expect(onAdd).toHaveBeenCalledWith({ deviceId: 'nova-16', colourId: 'teal', capacityId: '128gb', paymentOption: 'monthly' });
  });
});
