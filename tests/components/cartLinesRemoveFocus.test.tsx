// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import CartLines from '../../src/components/sales/CartLines.view.tsx';
import type { FinishedCartLines } from '../../src/model/finishedProps.ts';

const phone = { itemId: 'p1', name: 'Galaxa S25', price: '$22.23/mo', removeLabel: 'Remove Galaxa S25' };
const tablet = { itemId: 'p2', name: 'Nova Tab', price: '$12.00/mo', removeLabel: 'Remove Nova Tab' };
const caseLine = { itemId: 'a1', name: 'Clear case', price: '$49.99 today', removeLabel: 'Remove Clear case' };
const cart = (devices: FinishedCartLines['devices'], accessories: FinishedCartLines['accessories']): FinishedCartLines => ({
  devices,
  plans: [],
  features: [],
  accessories,
  tradeIn: [],
});

/** The view's props as its finisher hands them (src/engine/finish/cartLines.ts): the lines, the headings, the handler. */
function viewProps(lines: FinishedCartLines, onRemove: (payload: { itemId: string }) => void): Parameters<typeof CartLines>[0] {
  const props = { lines, onRemove, devicesHeading: 'Phones', accessoriesHeading: 'Accessories', removeVisibleLabel: 'Remove' };
  return props as unknown as Parameters<typeof CartLines>[0];
}

/** The expresscart page: its heading, then the lines; the flow hands a new `lines` once the cart has answered again. */
function renderCart(lines: FinishedCartLines, onRemove = vi.fn()) {
  const page = (next: FinishedCartLines, shown = true) => (
    <main>
      <h1 tabIndex={-1}>Your cart</h1>
      {shown ? <CartLines {...viewProps(next, onRemove)} /> : null}
    </main>
  );
  const view = render(page(lines));
  return { onRemove, answer: (next: FinishedCartLines, shown = true) => view.rerender(page(next, shown)) };
}

function pressRemove(name: string): void {
  const button = screen.getByRole('button', { name });
  button.focus();
  fireEvent.click(button);
}

/** Issue 5 (the cart), WCAG 2.4.3: a removed line's Remove button leaves with it, and focus must not fall to the body. */
describe('CartLines: focus after a Remove', () => {
  it('goes to the page heading once the line has gone from the list', () => {
    const { onRemove, answer } = renderCart(cart([phone, tablet], [caseLine]));
    pressRemove('Remove Nova Tab');
    expect(onRemove).toHaveBeenCalledWith({ itemId: 'p2' });
    answer(cart([phone], [caseLine]));
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
  });

  it('goes to the page heading when the page shows its loader, or the empty cart, instead of the list', () => {
    const { answer } = renderCart(cart([phone], []));
    pressRemove('Remove Galaxa S25');
    answer(cart([], []), false);
    expect(screen.getByRole('heading', { level: 1, name: 'Your cart' })).toHaveFocus();
  });

  it('waits for the answer: the line still there keeps focus on its button, and a failure that took focus keeps it', () => {
    const { answer } = renderCart(cart([phone, tablet], []));
    pressRemove('Remove Nova Tab');
    answer(cart([phone, tablet], []));
    expect(screen.getByRole('button', { name: 'Remove Nova Tab' })).toHaveFocus();
    // The removal failed and the error's close button took focus; the line then leaves on a later answer.
    const close = document.createElement('button');
    document.body.append(close);
    close.focus();
    answer(cart([phone], []));
    expect(close).toHaveFocus();
    close.remove();
  });

  it('leaves focus alone when the lines change without a Remove', () => {
    const { answer } = renderCart(cart([phone, tablet], []));
    screen.getByRole('button', { name: 'Remove Galaxa S25' }).focus();
    answer(cart([phone], []));
    expect(screen.getByRole('button', { name: 'Remove Galaxa S25' })).toHaveFocus();
  });
});
