import { useId, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import type { PropsOf } from '../../registry/propsOf.ts';
import { defineComponent } from '../../registry/defineComponent.ts';
import { BrandMark } from '../site/BrandMark.tsx';

const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string', description: 'accessible name of the navigation' },
    brand: { type: 'string' },
    homeHref: { type: 'string', description: 'where the brand leads (default: the first link)' },
    minimal: { type: 'boolean', description: 'brand only, no navigation (checkout spokes keep the shopper on the task)' },
    links: {
      type: 'array',
      items: { type: 'object', properties: { label: { type: 'string' }, href: { type: 'string' } }, required: ['label', 'href'], additionalProperties: false },
    },
    cartLabel: { type: 'string', description: 'cart link text, with the count already filled in' },
    cartCount: { type: 'number', description: 'items in the cart, shown as a badge (decorative: cartLabel says it)' },
    cartHref: { type: 'string' },
    signInLabel: { type: 'string', description: 'the Sign in link; empty or absent: no link (signed in)' },
    signInHref: { type: 'string' },
    current: { type: 'string', description: 'href of the page shown, marked aria-current' },
    menuLabel: { type: 'string', description: 'name of the button that shows the sections below 600 px; without it the sections always show' },
  },
  required: ['label', 'brand', 'links', 'cartLabel', 'cartHref'],
  additionalProperties: false,
} as const;

type Props = PropsOf<typeof propsSchema>;

function CartIcon() {
  return (
    <svg className="sf-header__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M6 7h12l-1 13H7L6 7zm3 0a3 3 0 0 1 6 0" fill="none" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
    </svg>
  );
}

function MenuIcon() {
  return (
    <svg className="sf-header__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M4 7h16M4 12h16M4 17h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PersonIcon() {
  return (
    <svg className="sf-header__icon" width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <circle cx="12" cy="8" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M4 21c1.2-4 4.3-6 8-6s6.8 2 8 6" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The storefront's header: brand, the main sections, Sign in and the cart with
 * its count (spec 2.9: hidden on checkout spokes and in the native app, by the
 * flow; `minimal` keeps the brand alone on the spokes). Below 600 px the
 * sections sit behind a menu button (issue 23 item 4), a disclosure: Escape
 * closes it and gives focus back to the button, and it closes when focus
 * leaves the header; CSS hides the button from 600 px, where the sections show.
 */
function SiteNav({ label, brand, homeHref, minimal, links, cartLabel, cartCount, cartHref, signInLabel, signInHref, current, menuLabel, testId }: Props) {
  const [open, setOpen] = useState(false);
  const menuButton = useRef<HTMLButtonElement>(null);
  const sectionsId = useId();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      menuButton.current?.focus();
    }
  };
  const onBlur = (event: FocusEvent) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
  };
  const mark = (href: string) => (href === current ? 'page' : undefined);
  const home = homeHref ?? links[0]?.href ?? '/';
  const brandLink = (
    <a className="sf-brand" href={home}>
      <BrandMark />
      <span className="sf-brand__name">{brand}</span>
    </a>
  );
  if (minimal) {
    return (
      <header className="sf-header sf-header--minimal" data-testid={testId}>
        <div className="sf-header__inner">{brandLink}</div>
      </header>
    );
  }
  return (
    <header className={open ? 'sf-header sf-header--open' : 'sf-header'} data-testid={testId}>
      <nav className="sf-nav sf-header__inner" aria-label={label} onKeyDown={onKeyDown} onBlur={onBlur}>
        {menuLabel ? (
          <button
            ref={menuButton}
            type="button"
            className="sf-nav__menu sf-nav__action"
            aria-expanded={open}
            aria-controls={sectionsId}
            onClick={() => setOpen(!open)}
          >
            <MenuIcon />
            <span className="sf-visually-hidden">{menuLabel}</span>
          </button>
        ) : null}
        {brandLink}
        <ul id={sectionsId} className={menuLabel ? 'sf-nav__links sf-nav__links--menu' : 'sf-nav__links'}>
          {(links ?? []).map((link) => (
            <li key={link.href}>
              <a href={link.href} aria-current={mark(link.href)}>
                {link.label}
              </a>
            </li>
          ))}
        </ul>
        <ul className="sf-nav__actions">
          {signInLabel && signInHref ? (
            <li>
              <a className="sf-nav__action" href={signInHref}>
                <PersonIcon />
                <span className="sf-nav__action-label">{signInLabel}</span>
              </a>
            </li>
          ) : null}
          <li>
            <a className="sf-nav__action sf-nav__cart" href={cartHref} aria-current={mark(cartHref)}>
              <span className="sf-nav__cart-icon">
                <CartIcon />
                {cartCount ? (
                  <span className="sf-nav__badge" aria-hidden="true">
                    {cartCount}
                  </span>
                ) : null}
              </span>
              <span className="sf-nav__cart-label">{cartLabel}</span>
            </a>
          </li>
        </ul>
      </nav>
    </header>
  );
}

export default defineComponent<Props>({
  name: 'SiteNav',
  description: 'The header: brand, shop links, Sign in and the cart with its count.',
  propsSchema,
  component: SiteNav,
});
