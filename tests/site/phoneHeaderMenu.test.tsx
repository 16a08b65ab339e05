// @vitest-environment jsdom
/**
 * Issue 23 item 4: below 600 px the header's sections sit behind a menu
 * button, a disclosure (aria-expanded, aria-controls); Escape closes it and
 * gives focus back to the button; focus leaving the header closes it. (Which
 * width shows the button is CSS, checked in e2e/site-phone-header.spec.ts.)
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SiteNav from '../../src/components/sales/SiteNav.tsx';

const Nav = SiteNav.component;
const props = {
  label: 'Store',
  brand: 'Kestrel Mobile',
  homeHref: '/shop.html',
  links: [
    { label: 'Phones', href: '/phones.html' },
    { label: 'Deals', href: '/deals.html' },
  ],
  cartLabel: 'Cart (2)',
  cartCount: 2,
  cartHref: '/cart.html',
  signInLabel: 'Sign in',
  signInHref: '/signin/',
};

describe('header menu button', () => {
  it('is a disclosure of the sections: Escape closes it and focus returns to it', async () => {
    const user = userEvent.setup();
    render(
      <>
        <Nav {...props} menuLabel="Menu" />
        <a href="/elsewhere">Elsewhere</a>
      </>,
    );
    const menu = screen.getByRole('button', { name: 'Menu' });
    const sections = screen.getByRole('link', { name: 'Phones' }).closest('ul');
    expect(menu).toHaveAttribute('aria-controls', sections?.id);
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    await user.click(menu);
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    await user.keyboard('{Escape}');
    expect(menu).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveFocus();

    await user.click(menu);
    act(() => screen.getByRole('link', { name: 'Elsewhere' }).focus());
    expect(menu).toHaveAttribute('aria-expanded', 'false');
  });

  it('without menuLabel (the brand-only header) there is no button', () => {
    render(<Nav {...props} links={[]} minimal />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
