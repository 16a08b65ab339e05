// @vitest-environment jsdom
/** Issue 9: the Favorites buttons on the phone cards had no saved state. */
import { fireEvent, render, screen } from '@testing-library/react';
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

/** What every grid here shows besides its phones and actions. */
const grid = { label: 'Phones', detailsHref: '/pdp.html', monthlyLabel: '{monthly}/mo', retailLabel: '{price}', emptyText: 'None' };
/** The gridwall's Save toggle. */
const saveToggle = { actionLabel: 'Save {name} to Favorites', savedActionLabel: '{name} saved to Favorites' };

describe('DeviceGrid favourites', () => {
  it('marks saved phones as pressed, with the saved label; the others as not pressed', () => {
    render(<DeviceGrid {...grid} devices={devices} {...saveToggle} savedIds={['nova-16']} onAction={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Nova 16 saved to Favorites' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Save Moto G 5G to Favorites' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('without a saved list (the Favorites page) the buttons are plain actions', () => {
    render(<DeviceGrid {...grid} devices={devices} actionLabel="Remove {name}" onAction={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Remove Nova 16' })).not.toHaveAttribute('aria-pressed');
  });

  /** Issue 5, WCAG 2.4.3: the Remove button leaves with its card, and focus must not fall to the body. */
  it("gives focus to the page heading once the removed phone's card has gone, and only then", () => {
    const onAction = vi.fn();
    const page = (shown: typeof devices, withGrid = true) => (
      <main>
        <h1 tabIndex={-1}>Favorites</h1>
        {withGrid ? <DeviceGrid {...grid} devices={shown} actionLabel="Remove {name}" onAction={onAction} /> : null}
      </main>
    );
    const { rerender } = render(page(devices));
    const remove = screen.getByRole('button', { name: 'Remove Nova 16' });
    remove.focus();
    fireEvent.click(remove);
    expect(onAction).toHaveBeenCalledWith({ deviceId: 'nova-16' });
    rerender(page(devices)); // the list has not answered yet
    expect(remove).toHaveFocus();
    rerender(page(devices.slice(1)));
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toHaveFocus();

    // The page shows its loader instead of the grid while the list answers again.
    const last = screen.getByRole('button', { name: 'Remove Moto G 5G' });
    last.focus();
    fireEvent.click(last);
    rerender(page([], false));
    expect(screen.getByRole('heading', { level: 1, name: 'Favorites' })).toHaveFocus();
  });

  it('leaves focus alone after a Save toggle (the gridwall), whose card stays', () => {
    const gridwall = (saved: string[]) => (
      <main>
        <h1 tabIndex={-1}>Smartphones</h1>
        <DeviceGrid {...grid} devices={devices} {...saveToggle} savedIds={saved} onAction={vi.fn()} />
      </main>
    );
    const { rerender } = render(gridwall([]));
    const save = screen.getByRole('button', { name: 'Save Nova 16 to Favorites' });
    save.focus();
    fireEvent.click(save);
    rerender(gridwall(['nova-16']));
    expect(screen.getByRole('button', { name: 'Nova 16 saved to Favorites' })).toHaveFocus();
  });
});
