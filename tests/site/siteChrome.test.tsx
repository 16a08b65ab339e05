// @vitest-environment jsdom
/**
 * The storefront's header and footer (issue 9 item 1) as the flows place them:
 * on sales pages, on the plumbing and offer pages (layout "site"), brand-only on
 * checkout spokes, absent in the native app; then rendered with those props.
 */
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { actionDefinitions } from '../../src/app/registries.ts';
import * as siteFooterModule from '../../src/components/sales/SiteFooter.view.tsx';
import SiteNav from '../../src/components/sales/SiteNav.tsx';
import type { ResolvedNode } from '../../src/engine/renderPage.ts';
import { finishedView } from '../../src/registry/defineLazyComponent.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';

const flows = await checkedFlows();
const cart = { itemCount: 2, lineCount: 1, empty: false, intendType: 'EUP', devices: [], plans: [], features: [], accessories: [], cartItems: [], errors: [] };

function all(nodes: ResolvedNode[], component: string): ResolvedNode[] {
  return nodes.flatMap((node) => [...(node.component === component ? [node] : []), ...all(node.children, component)]);
}

async function page(name: string, options: { cookies?: Record<string, string>; userAgent?: string } = {}) {
  const ports = memoryPorts({
    href: `http://127.0.0.1:5173/sales/digital/${name}.html`,
    userAgent: options.userAgent ?? 'Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0',
    cookies: options.cookies,
    width: 1280,
  });
  const store = new RootStore({ flows, ports, services: fakeServices({ getCart: ok(cart) }), actions: actionDefinitions });
  store.start();
  await settleRuntime();
  return { nav: all(store.flow.nodes, 'SiteNav'), footer: all(store.flow.nodes, 'SiteFooter') };
}

describe('header and footer placement', () => {
  it('a sales page has the full header (cart count, Sign in when signed out) and the footer', async () => {
    const { nav, footer } = await page('shop');
    expect(nav).toHaveLength(1);
    expect(nav[0]?.props).toMatchObject({ brand: 'Kestrel Mobile', cartLabel: 'Cart (2)', cartCount: 2, signInLabel: 'Sign in', signInHref: '/signin/' });
    expect(footer).toHaveLength(1);
  });

  it('signed in, the header has no Sign in', async () => {
    const { nav } = await page('shop', { cookies: { loggedIn: 'true' } });
    expect(nav[0]?.props.signInLabel).toBe('');
  });

  it.each(['error/genericError', 'cartLocked', 'creditcardmlp', 'openbankmlp'])('%s is not a dead end: header and footer', async (name) => {
    const { nav, footer } = await page(name);
    expect(nav.some((node) => !node.props.minimal)).toBe(true);
    expect(footer).toHaveLength(1);
  });

  it('a checkout spoke keeps the brand alone; the native app shows neither', async () => {
    const spoke = await page('payment', { cookies: { loggedIn: 'true' } });
    expect(spoke.nav.map((node) => node.props.minimal)).toEqual([true]);
    const app = await page('shop', { userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/120.0 Mobile VZW-MFA/21.0' });
    expect(app.nav).toHaveLength(0);
    expect(app.footer).toHaveLength(0);
  });
});

describe('header and footer markup', () => {
  it('renders the flow props: a named navigation, the cart link named with its count, help and legal links', async () => {
    const { nav, footer } = await page('shop');
    const Nav = SiteNav.component;
    const Footer = finishedView<Parameters<typeof siteFooterModule.default>[0]>(siteFooterModule).default;
    render(
      <>
        <Nav {...(nav[0]?.props as unknown as Parameters<typeof Nav>[0])} />
        <Footer {...(footer[0]?.props as unknown as Parameters<typeof Footer>[0])} />
      </>,
    );
    const store = screen.getByRole('navigation', { name: 'Store' });
    expect(within(store).getByRole('link', { name: 'Cart (2)' })).toBeTruthy();
    expect(within(store).getByRole('link', { name: 'Kestrel Mobile' }).getAttribute('href')).toBe('/sales/digital/shop.html');
    const help = screen.getByRole('navigation', { name: 'Help and information' });
    expect(within(help).getByRole('link', { name: 'Help centre' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/\{|undefined|\[object/);
  });
});
