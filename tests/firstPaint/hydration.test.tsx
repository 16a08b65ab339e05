// @vitest-environment jsdom
/**
 * Issue 20 item 1: a page's pre-rendered frame hydrates without a mismatch
 * whatever the shopper's cookies, user agent, width or query say (React's
 * development build, which Vitest runs, reports attribute and text
 * mismatches that the production build does not check), and the store
 * switches to the browser's own inputs once the gate opens.
 */
import { act } from '@testing-library/react';
import { observable, runInAction } from 'mobx';
import { hydrateRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { AppRoot } from '../../src/app/AppRoot.tsx';
import { addressLanguage, applyLanguage, flowsInLanguage } from '../../src/app/language.ts';
import { framePorts, gatedPorts } from '../../src/app/firstPaint/framePorts.ts';
import { frameReady } from '../../src/app/firstPaint/frameReady.ts';
import { prerenderPage } from '../../src/app/firstPaint/prerenderPage.tsx';
import { componentDefinitions } from '../../src/app/registries.ts';
import { createComponentRegistry } from '../../src/registry/ComponentRegistry.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { runtimeFlows } from '../../tools/vite/runtimeFlows.ts';
import { fakeServices } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const checked = await checkedFlows();
// Each language's pages render and hydrate with that language's texts (issue 23 item 7), as the build and the browser do.
const flowsIn = { en: runtimeFlows(flowsInLanguage(checked, 'en')), es: runtimeFlows(flowsInLanguage(checked, 'es')) };
const nativeAgent = 'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36 VZW-MFA/21.0';

const shoppers = [
  { name: 'signed out in a desktop browser', options: {} },
  { name: 'signed in on a phone, with a query', options: { cookies: { loggedIn: 'true' }, width: 375, query: '?deviceId=galaxa-s25&showBackButton=true' } },
  { name: 'in the native app', options: { userAgent: nativeAgent, width: 375 } },
];
const pages = [
  '/sales/digital/shop.html',
  '/sales/nse/pdp.html',
  '/sales/prepaid/expresscart.html',
  '/sales/next/creditcardmlp.html',
  '/sales/digital/openbankmlp.html',
  '/es/sales/digital/shop.html',
  '/es/sales/nse/pdp.html',
  '/es/sales/next/creditcardmlp.html',
];

async function hydrate(pathname: string, options: { cookies?: Record<string, string>; width?: number; userAgent?: string; query?: string }) {
  const data = { pathname, now: Date.UTC(2026, 10, 26, 9, 0), viewportWidth: 1280 };
  const language = addressLanguage(pathname);
  const flows = flowsIn[language];
  const frame = await prerenderPage(flows, data);
  if (!frame) throw new Error(`no frame for ${pathname}`);
  document.body.innerHTML = `<div id="root">${frame.html}</div>`;
  const real = memoryPorts({ href: `http://127.0.0.1:5173${pathname}${options.query ?? ''}`, ...options });
  const open = observable.box(false);
  applyLanguage(language, document);
  const store = new RootStore({ flows, ports: gatedPorts(real, framePorts(data), () => open.get()), services: fakeServices({}), actions: plumbingActions });
  const components = createComponentRegistry(componentDefinitions);
  expect(await frameReady(store, components)).toBe(true);
  const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const recoverable: unknown[] = [];
  const container = document.getElementById('root') as HTMLElement;
  const heading = container.querySelector('h1');
  let painted = false;
  await act(async () => {
    hydrateRoot(container, <AppRoot store={store} components={components} onPainted={() => (painted = true)} />, {
      onRecoverableError: (error) => recoverable.push(error),
    });
  });
  expect(painted).toBe(true);
  expect(recoverable).toEqual([]);
  // React's development build warns when the build-time renderer and the client's share one context object, as they do
  // only in this test (one process renders both); every other console error fails the test.
  expect(errors.mock.calls.filter(([message]) => !String(message).startsWith('Detected multiple renderers'))).toEqual([]);
  // Hydration kept the frame's nodes.
  expect(container.querySelector('h1')).toBe(heading);
  return { store, open, container, real };
}

describe('a pre-rendered frame hydrates without a mismatch', () => {
  for (const shopper of shoppers) {
    for (const pathname of pages) {
      it(`${pathname}, ${shopper.name}`, async () => {
        await hydrate(pathname, shopper.options);
      });
    }
  }

  it('switches to the native app bar once the gate opens', async () => {
    const { store, open, container } = await hydrate('/sales/digital/shop.html', { userAgent: nativeAgent, width: 375 });
    expect(container.querySelector('[data-testid="SITE_NAV"]')).not.toBeNull();
    await act(async () => {
      runInAction(() => {
        open.set(true);
        store.location.refresh();
        store.facts.refreshCookies();
      });
    });
    expect(container.querySelector('[data-testid="APP_BAR"]')).not.toBeNull();
    expect(container.querySelector('[data-testid="SITE_NAV"]')).toBeNull();
  });
});

describe('a Spanish page is pre-rendered in Spanish (issue 23 item 7)', () => {
  const data = (pathname: string) => ({ pathname, now: Date.UTC(2026, 10, 26, 9, 0), viewportWidth: 1280 });
  const spanishTexts = new Set(Object.values(checked.translations?.es ?? {}));

  it('its frame and title read in Spanish, never the English frame', async () => {
    for (const route of ['/sales/digital/shop.html', '/sales/next/creditcardmlp.html', '/sales/digital/openbankmlp.html']) {
      const english = await prerenderPage(flowsIn.en, data(route));
      const spanish = await prerenderPage(flowsIn.es, data(`/es${route}`));
      document.body.innerHTML = `<div id="en">${english?.html ?? ''}</div><div id="es">${spanish?.html ?? ''}</div>`;
      const heading = (id: string) => document.querySelector(`#${id} h1`)?.textContent ?? '';
      expect(heading('es')).not.toBe(heading('en'));
      expect(spanishTexts.has(heading('es'))).toBe(true);
      expect(spanish?.title).not.toBe(english?.title);
      // The language choice in the frame links the same page in English.
      expect(document.querySelector(`#es a[href="${route}"]`)).not.toBeNull();
    }
  });
});
