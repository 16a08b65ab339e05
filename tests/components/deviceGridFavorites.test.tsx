// @vitest-environment jsdom
/** Issue 9: the Favorites buttons on the phone cards had no saved state. */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Props } from '../../src/components/sales/DeviceGrid.schema.ts';
import * as deviceGridView from '../../src/components/sales/DeviceGrid.view.tsx';
import { finishedView } from '../../src/registry/defineLazyComponent.ts';

/** The view as the page renders it: given the props its finisher worked out (src/engine/finish/deviceGrid.ts). */
const DeviceGrid = finishedView<Props>(deviceGridView).default;

const devices = [
  { id: 'nova-16', name: 'Nova 16', brand: 'Nova', image: '', fullPrice: 799.99, monthly: 22.22, months: 36 },
  { id: 'moto-g-5g', name: 'Moto G 5G', brand: 'Moto', image: '', fullPrice: 199.99, monthly: 5.56, months: 36 },
];

describe('DeviceGrid favourites', () => {
  it('marks saved phones as pressed, with the saved label; the others as not pressed', () => {
    render(
      <DeviceGrid
        label="Phones"
        devices={devices}
        detailsHref="/pdp.html"
        monthlyLabel="{monthly}/mo"
        retailLabel="{price}"
        emptyText="None"
        actionLabel="Save {name} to Favorites"
        savedIds={['nova-16']}
        savedActionLabel="{name} saved to Favorites"
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Nova 16 saved to Favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save Moto G 5G to Favorites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('without a saved list (the Favorites page) the buttons are plain actions', () => {
    render(
      <DeviceGrid
        label="Phones"
        devices={devices}
        detailsHref="/pdp.html"
        monthlyLabel="{monthly}/mo"
        retailLabel="{price}"
        emptyText="None"
        actionLabel="Remove {name}"
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Remove Nova 16' })).not.toHaveAttribute('aria-pressed');
  });
});
