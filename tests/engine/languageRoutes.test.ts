import { describe, expect, it } from 'vitest';
import { blankFacts } from '../../src/engine/blankFacts.ts';
import { inLanguage, isStorefrontPath, pagePath, parseRoute } from '../../src/engine/routing.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { urlFacts } from '../../src/runtime/facts/urlFacts.ts';
import { followTarget } from '../../src/runtime/redirect/followTarget.ts';
import { Redirector } from '../../src/runtime/redirect/Redirector.ts';
import { ServiceStateStore } from '../../src/runtime/plumbing/serviceState/ServiceStateStore.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

/** Issue 23 item 7: the language is in the address, `/es` + the English address, under every base path. */
describe('language in the address', () => {
  it('reads the language and the route after the /es prefix', () => {
    expect(parseRoute('/es/sales/prepaid/gridwall/smartphones.html')).toEqual({
      language: 'es',
      basePath: '/sales/prepaid/',
      route: 'gridwall/smartphones',
      pageName: 'smartphones',
    });
    expect(parseRoute('/sales/digital/shop.html').language).toBe('en');
    // Only a whole first segment is a language.
    expect(parseRoute('/esx/sales/digital/shop.html')).toMatchObject({ language: 'en', basePath: null });
  });

  it('writes our pages in a language and leaves other addresses alone', () => {
    expect(pagePath('/sales/nse/', { route: 'openbankmlp' }, 'es')).toBe('/es/sales/nse/openbankmlp.html');
    expect(pagePath('/sales/nse/', { route: 'openbankmlp' })).toBe('/sales/nse/openbankmlp.html');
    expect(inLanguage('/sales/digital/cartLocked.html?x=1', 'es')).toBe('/es/sales/digital/cartLocked.html?x=1');
    expect(inLanguage('/es/sales/digital/shop.html', 'es')).toBe('/es/sales/digital/shop.html');
    expect(inLanguage('/es/sales/digital/shop.html', 'en')).toBe('/sales/digital/shop.html');
    expect(inLanguage('/digital/nsa/secure/ui/acct/overview', 'es')).toBe('/digital/nsa/secure/ui/acct/overview');
  });

  it('gives the facts the flows build links and the language choice on', () => {
    const location = {
      href: '',
      origin: 'http://127.0.0.1',
      host: '127.0.0.1',
      pathname: '/es/sales/nse/gridwall/smartphones.html',
      search: '?brand=Galaxa',
      historyLength: 1,
    };
    expect(urlFacts(location)).toMatchObject({
      language: 'es',
      basePath: '/sales/nse/',
      languageBase: '/es/sales/nse/',
      pageName: 'smartphones',
      languagePaths: { en: '/sales/nse/gridwall/smartphones.html?brand=Galaxa', es: '/es/sales/nse/gridwall/smartphones.html?brand=Galaxa' },
    });
    expect(urlFacts({ ...location, pathname: '/sales/nse/shop.html', search: '' })).toMatchObject({ language: 'en', languageBase: '/sales/nse/' });
  });
});

describe('a redirect keeps the language (followTarget)', () => {
  it('puts the /es prefix on our own pages and leaves other hosts and other paths alone', () => {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/es/sales/digital/checkout.html' });
    followTarget(ports, { url: new URL('http://127.0.0.1:5173/sales/digital/cartLocked.html?x=1'), goto: '/es/sales/digital/checkout.html' });
    followTarget(ports, { url: new URL('https://partner.example/apply') });
    followTarget(ports, { url: new URL('http://127.0.0.1:5173/digital/nsa/secure/ui/acct/overview') });
    expect(ports.assigned).toEqual([
      'http://127.0.0.1:5173/es/sales/digital/cartLocked.html?x=1&goto=%2Fes%2Fsales%2Fdigital%2Fcheckout.html',
      'https://partner.example/apply',
      'http://127.0.0.1:5173/digital/nsa/secure/ui/acct/overview',
    ]);
  });

  it('writes English addresses for an English page', () => {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/nse/checkout.html' });
    followTarget(ports, { url: new URL('http://127.0.0.1:5173/sales/nse/cartLocked.html') });
    expect(ports.assigned).toEqual(['http://127.0.0.1:5173/sales/nse/cartLocked.html']);
  });
});

/** Pages of a loaded journey (the gridwall) and of one not loaded yet (the order review), as the runtime holds them. */
const someFlows = {
  journeys: { shop: { id: 'shop', pages: { gridwall: { route: 'gridwall/smartphones' } } } },
  lazyJourneys: { checkout: { orderreview: 'orderreview' } },
  lists: {},
  // The Redirector reads it for every target it follows (flows/settings/plumbing.json).
  settings: { redirectUnloadWaitMs: 10000 },
  texts: {},
  decisions: {},
  switches: {},
  redirectTables: {},
} as unknown as FlowSet;

describe('a page alias outside the base paths keeps the language too (spec 2.3 /smartphones)', () => {
  it('knows our page names outside the base paths, loaded or not, and nothing else', () => {
    expect(isStorefrontPath(someFlows, '/smartphones')).toBe(true);
    expect(isStorefrontPath(someFlows, '/orderreview.html')).toBe(true);
    expect(isStorefrontPath(someFlows, '/sales/next/anything.html')).toBe(true);
    expect(isStorefrontPath(someFlows, '/digital/nsa/secure/ui/acct/overview')).toBe(false);
    expect(isStorefrontPath(someFlows, '/')).toBe(false);
  });

  it("a deeper path outside the base paths is another site's page even when it ends in one of our page names", () => {
    expect(isStorefrontPath(someFlows, '/digital/nsa/secure/ui/acct/orderreview')).toBe(false);
    expect(isStorefrontPath(someFlows, '/support/smartphones')).toBe(false);
  });

  it('the Redirector sends an /es shopper to /es/smartphones and an English one to /smartphones', () => {
    for (const [here, expected] of [
      ['/es/sales/digital/orderreview.html', 'http://127.0.0.1:5173/es/smartphones'],
      ['/sales/digital/orderreview.html', 'http://127.0.0.1:5173/smartphones'],
    ] as const) {
      const ports = memoryPorts({ href: `http://127.0.0.1:5173${here}` });
      const redirector = new Redirector({
        ports,
        flows: () => someFlows,
        facts: () => blankFacts(someFlows),
        currentPageUrl: () => here,
        serviceState: new ServiceStateStore(),
        logRefusal: () => undefined,
        setUi: () => undefined,
      });
      redirector.redirect({ target: '/smartphones' });
      redirector.redirect({ target: '/digital/nsa/secure/ui/acct/overview' });
      expect(ports.assigned).toEqual([expected, 'http://127.0.0.1:5173/digital/nsa/secure/ui/acct/overview']);
    }
  });
});
