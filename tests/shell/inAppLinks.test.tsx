// @vitest-environment jsdom
/**
 * useInAppLinks (spec 2.1): links between storefront pages become history pushes; what is not a page change (another
 * language, a new tab, a place on the page shown) is left to the browser.
 */
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { RootStore } from '../../src/runtime/RootStore.ts';
import { useInAppLinks } from '../../src/view/useInAppLinks.ts';

const shop = '/sales/digital/shop.html';

/** The links below rendered on the shop page, with a stand-in store (the hook reads only its location); its push spy. */
function linksOnShop() {
  window.history.replaceState(null, '', shop);
  const push = vi.fn();
  const snapshot = { href: `${location.origin}${shop}`, origin: location.origin, host: location.host, pathname: shop, search: '', historyLength: 1 };
  render(<Links store={{ location: { snapshot, push } } as unknown as RootStore} />);
  return push;
}

function Links({ store }: { store: RootStore }) {
  useInAppLinks(store);
  return (
    <>
      <a href="/sales/digital/expresscart.html">Cart</a>
      <a href="/sales/digital/expresscart.html#summary">Cart summary</a>
      <a href="#offers">Offers</a>
      <a href={`${shop}#offers`}>Offers by path</a>
      <a href={`${shop}?sort=price#offers`}>Offers sorted</a>
      <a href="/es/sales/digital/shop.html">Español</a>
      <a href="/sales/digital/expresscart.html" target="_blank">
        Cart in a new tab
      </a>
    </>
  );
}

/** True when the app took the click (prevented the browser's own handling); jsdom is then kept from following it. */
function clickTaken(name: string): boolean {
  let taken = false;
  const record = (event: Event): void => {
    taken = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record, { once: true });
  fireEvent.click(screen.getByRole('link', { name }));
  return taken;
}

describe('in-app links', () => {
  it('pushes a link to another storefront page, with its fragment', () => {
    const push = linksOnShop();
    expect(clickTaken('Cart')).toBe(true);
    expect(clickTaken('Cart summary')).toBe(true);
    expect(push.mock.calls).toEqual([['/sales/digital/expresscart.html'], ['/sales/digital/expresscart.html#summary']]);
  });

  it('leaves a place on the page shown to the browser, but not the same path with another query', () => {
    const push = linksOnShop();
    expect(clickTaken('Offers')).toBe(false);
    expect(clickTaken('Offers by path')).toBe(false);
    expect(push).not.toHaveBeenCalled();
    expect(clickTaken('Offers sorted')).toBe(true);
    expect(push).toHaveBeenCalledWith(`${shop}?sort=price#offers`);
  });

  it('leaves another language and a new tab to the browser', () => {
    const push = linksOnShop();
    expect(clickTaken('Español')).toBe(false);
    expect(clickTaken('Cart in a new tab')).toBe(false);
    expect(push).not.toHaveBeenCalled();
  });
});
