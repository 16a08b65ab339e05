// @vitest-environment jsdom
/**
 * Issue 23 item 5: buttons say one thing on screen ("Add to cart", "Save"),
 * and carry the product in their accessible name, so several on one page
 * stay distinct for screen readers and tests find them by name as before.
 */
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Props as AccessoryGridProps } from '../../src/components/sales/AccessoryGrid.schema.ts';
import * as accessoryGridView from '../../src/components/sales/AccessoryGrid.view.tsx';
import type { Props as DeviceGridProps } from '../../src/components/sales/DeviceGrid.schema.ts';
import * as deviceGridView from '../../src/components/sales/DeviceGrid.view.tsx';
import type { Props as PlanCardsProps } from '../../src/components/sales/PlanCards.schema.ts';
import * as planCardsView from '../../src/components/sales/PlanCards.view.tsx';
import CheckoutSteps from '../../src/components/sales/CheckoutSteps.view.tsx';
import { finishedView } from '../../src/registry/defineLazyComponent.ts';

/** The views as the page renders them: given the props their finishers worked out (src/engine/finish). */
const AccessoryGrid = finishedView<AccessoryGridProps>(accessoryGridView).default;
const DeviceGrid = finishedView<DeviceGridProps>(deviceGridView).default;
const PlanCards = finishedView<PlanCardsProps>(planCardsView).default;

const accessories = [
  { id: 'clear-case', name: 'Clear case', category: 'Cases', price: 49.99, image: '' },
  { id: 'glass', name: 'Screen glass', category: 'Screen protection', price: 39.99, image: '' },
];

describe('short visible labels, the product in the accessible name', () => {
  it('accessories: "Add to cart" on screen, "Add to cart: Clear case" as the name (it starts with the words shown: WCAG 2.5.3)', () => {
    const onAdd = vi.fn();
    render(<AccessoryGrid label="Accessories" accessories={accessories} addLabel="Add to cart: {name}" addVisibleLabel="Add to cart" onAdd={onAdd} />);
    const button = screen.getByRole('button', { name: 'Add to cart: Clear case' });
    expect(button).toHaveTextContent(/^Add to cart$/);
    expect(screen.getByRole('button', { name: 'Add to cart: Screen glass' })).toHaveTextContent(/^Add to cart$/);
    button.click();
    expect(onAdd).toHaveBeenCalledWith({ accessoryId: 'clear-case' });
  });

  it('without a visible label the full text shows (and is the name)', () => {
    render(<AccessoryGrid label="Accessories" accessories={accessories} addLabel="Add {name} to cart" onAdd={vi.fn()} />);
    const button = screen.getByRole('button', { name: 'Add Clear case to cart' });
    expect(button).toHaveTextContent('Add Clear case to cart');
    expect(button).not.toHaveAttribute('aria-label');
  });

  it('favourites: "Save" and "Saved" on screen, the phone in the name, pressed state kept', () => {
    render(
      <DeviceGrid
        label="Phones"
        devices={[
          { id: 'nova-16', name: 'Nova 16', brand: 'Nova', image: '', fullPrice: 799.99, monthly: 22.22, months: 36 },
          { id: 'moto-g', name: 'Moto G', brand: 'Moto', image: '', fullPrice: 199.99, monthly: 5.56, months: 36 },
        ]}
        detailsHref="/pdp.html"
        monthlyLabel="{monthly}/mo"
        retailLabel="{price}"
        emptyText="None"
        actionLabel="Save {name} to Favorites"
        actionVisibleLabel="Save"
        savedIds={['nova-16']}
        savedActionLabel="{name} saved to Favorites"
        savedActionVisibleLabel="Saved"
        onAction={vi.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Nova 16 saved to Favorites' })).toHaveTextContent(/^Saved$/);
    expect(screen.getByRole('button', { name: 'Save Moto G to Favorites' })).toHaveTextContent(/^Save$/);
  });

  it('plans and checkout steps', () => {
    render(
      <>
        <PlanCards
          label="Plans"
          plans={[{ id: 'plus', name: 'Unlimited Plus', monthly: 80, data: 'Unlimited', highlights: [] }]}
          priceLabel="{amount}/mo"
          recommendedLabel="Recommended"
          currentLabel="Your plan"
          chooseLabel="Choose this plan: {name}"
          chooseVisibleLabel="Choose this plan"
          onChoose={vi.fn()}
        />
        <CheckoutSteps
          label="Steps"
          steps={[]}
          doneLabel="Done"
          todoLabel="To do"
          editLabel="Edit {step}"
          startLabel="Start {step}"
          editVisibleLabel="Edit"
          startVisibleLabel="Start"
          items={[
            { id: 'payment', number: 1, label: 'Payment', done: true, stateLabel: 'Done', summary: '', buttonLabel: 'Edit Payment', primary: false },
            { id: 'delivery', number: 2, label: 'Shipping', done: false, stateLabel: 'To do', summary: '', buttonLabel: 'Start Shipping', primary: true },
          ]}
          onOpen={vi.fn()}
        />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Choose this plan: Unlimited Plus' })).toHaveTextContent(/^Choose this plan$/);
    expect(screen.getByRole('button', { name: 'Edit Payment' })).toHaveTextContent(/^Edit$/);
    expect(screen.getByRole('button', { name: 'Start Shipping' })).toHaveTextContent(/^Start$/);
  });
});
