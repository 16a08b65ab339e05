import { describe, expect, it } from 'vitest';
import type { AuthoredParts, JsonObject } from '../../tools/flowcheck/compose/authoredParts.ts';
import { composeJourneys } from '../../tools/flowcheck/compose/composeJourneys.ts';
import { parseFlowText } from '../../tools/flowcheck/flowFile.ts';

/** An authored file as the checker reads it (path and data; text for locations). */
function file(path: string, data: JsonObject): { file: ReturnType<typeof parseFlowText>['file']; data: JsonObject } {
  return { file: parseFlowText(path, JSON.stringify(data, null, 2)).file, data };
}

function parts(overrides: Partial<AuthoredParts> = {}): AuthoredParts {
  const layout = file('layouts/shell.json', {
    id: 'shell',
    body: [{ component: 'SiteNav', props: { home: { link: 'home' } } }, { slot: 'page' }],
    onEnter: [{ call: 'getCart', onDone: 'CART_LOADED' }],
    on: { CART_LOADED: [{ effects: [{ fragment: 'cookies' }] }], HELP: [{ effects: [{ goto: 'home' }] }] },
  });
  const cookies = file('fragments/cookies.json', { id: 'cookies', effects: [{ action: 'setCookies', args: { count: 1 } }] });
  const alert = file('fragments/alert.json', {
    id: 'alert',
    params: { fact: { description: 'what to show' }, level: { description: 'how loud', default: 'error' } },
    nodes: [{ component: 'Alert', when: { var: { param: 'fact' } }, props: { level: { param: 'level' }, text: { fact: { param: 'fact' } } } }],
  });
  const journey = file('journeys/shop.json', { id: 'shop', start: 'home', layout: 'shell', on: { HELP: [{ effects: [{ goto: 'cart' }] }] } });
  const home = file('journeys/shop/home.json', {
    journey: 'shop',
    id: 'home',
    route: 'home',
    title: 'Home',
    body: [{ fragment: 'alert', params: { fact: 'ui.error' } }],
  });
  const cart = file('journeys/shop/cart.json', {
    journey: 'shop',
    id: 'cart',
    route: 'basket/cart',
    layout: 'none',
    title: 'Cart',
    on: { HELP: [{ effects: [] }] },
    body: [{ component: 'TextLink', props: { href: { link: 'home', query: { from: 'cart' } } } }],
  });
  return {
    journeys: new Map([['shop', journey]]),
    pageFiles: [home, cart],
    layouts: new Map([['shell', layout]]),
    fragments: new Map([
      ['cookies', cookies],
      ['alert', alert],
    ]),
    ...overrides,
  };
}

describe('composeJourneys', () => {
  it('wraps the layout around a page and fills a fragment with its parameters and declared defaults', () => {
    const { journeys, issues } = composeJourneys(parts());
    expect(issues).toEqual([]);
    const home = journeys.shop?.pages.home;
    expect(home?.body).toEqual([
      { component: 'SiteNav', props: { home: { logic: { cat: [{ var: 'url.languageBase' }, 'home.html'] } } } },
      { component: 'Alert', when: { var: 'ui.error' }, props: { level: 'error', text: { fact: 'ui.error' } } },
    ]);
    expect(home?.onEnter).toEqual([{ call: 'getCart', onDone: 'CART_LOADED' }]);
  });

  it("says where the page's own nodes sit among the layout's when the slot is at the top of the layout once", () => {
    const withFooter = (body: JsonObject[]) => parts({ layouts: new Map([['shell', file('layouts/shell.json', { id: 'shell', body })]]) });
    const nav = { component: 'SiteNav' };
    const footer = { component: 'SiteFooter' };
    const top = composeJourneys(withFooter([nav, { slot: 'page' }, footer])).journeys.shop?.pages;
    expect(top?.home?.pageNodes).toEqual({ from: 1, count: 1 });
    expect(top?.cart?.pageNodes).toBeUndefined(); // layout "none": every node is the page's, keyed by place
    const nested = composeJourneys(withFooter([nav, { component: 'Columns', children: [{ slot: 'page' }] }, footer]));
    expect(nested.journeys.shop?.pages.home?.pageNodes).toBeUndefined();
    const twice = composeJourneys(withFooter([{ slot: 'page' }, nav, { slot: 'page' }]));
    expect(twice.journeys.shop?.pages.home?.pageNodes).toBeUndefined();
  });

  it('takes handlers event by event: the page over the journey over the layout', () => {
    const { journeys } = composeJourneys(parts());
    expect(journeys.shop?.pages.home?.on?.HELP).toEqual([{ effects: [{ goto: 'cart' }] }]);
    expect(journeys.shop?.pages.home?.on?.CART_LOADED).toEqual([{ effects: [{ action: 'setCookies', args: { count: 1 } }] }]);
    expect(journeys.shop?.pages.cart?.on?.HELP).toEqual([{ effects: [] }]);
  });

  it('leaves a page bare with layout "none" and turns a link with a query into an address', () => {
    const { journeys } = composeJourneys(parts());
    const cart = journeys.shop?.pages.cart;
    expect(cart?.onEnter).toBeUndefined();
    expect(cart?.body).toEqual([{ component: 'TextLink', props: { href: { logic: { cat: [{ var: 'url.languageBase' }, 'home.html?from=cart'] } } } }]);
  });

  it('points each composed piece back at the file it was written in', () => {
    const { journeys, sourceMap } = composeJourneys(parts());
    const located = (at: (string | number)[]): string => {
      const origin = sourceMap.locate(journeys.shop, at);
      return `${origin?.file.path} ${origin?.at.join('/')}`;
    };
    expect(located(['pages', 'home', 'body', 0, 'component'])).toBe('layouts/shell.json body/0/component');
    expect(located(['pages', 'home', 'body', 1, 'props', 'level'])).toBe('fragments/alert.json nodes/0/props/level');
    expect(located(['pages', 'home', 'route'])).toBe('journeys/shop/home.json route');
    expect(located(['pages', 'home', 'on', 'HELP', 0, 'effects', 0, 'goto'])).toBe('journeys/shop.json on/HELP/0/effects/0/goto');
  });

  it('names what is wrong: unknown layout, fragment, parameter, link, journey, a missing parameter and a cycle', () => {
    const base = parts();
    const broken = file('journeys/shop/broken.json', {
      journey: 'shop',
      id: 'broken',
      route: 'broken',
      layout: 'shel',
      title: 'x',
      body: [{ fragment: 'alrt' }, { fragment: 'alert', params: { fakt: 'x' } }, { component: 'TextLink', props: { href: { link: 'hom' } } }],
    });
    const stray = file('journeys/other/page.json', { journey: 'shopp', id: 'page', route: 'page', title: 'x', body: [] });
    const loop = file('fragments/loop.json', { id: 'loop', nodes: [{ fragment: 'loop' }] });
    const looped = file('journeys/shop/looped.json', { journey: 'shop', id: 'looped', route: 'looped', title: 'x', body: [{ fragment: 'loop' }] });
    const { issues } = composeJourneys({
      ...base,
      pageFiles: [...base.pageFiles, broken, stray, looped],
      fragments: new Map([...base.fragments, ['loop', loop]]),
    });
    const messages = issues.map((issue) => `${issue.file.path} ${issue.at.join('/')}: ${issue.message}`);
    expect(messages).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^journeys\/other\/page\.json journey: unknown journey "shopp"\. Did you mean "shop"\?/),
        expect.stringMatching(/^journeys\/shop\/broken\.json layout: unknown layout "shel"\. Did you mean "shell"\?/),
        expect.stringMatching(/^journeys\/shop\/broken\.json body\/0\/fragment: unknown fragment "alrt"\. Did you mean "alert"\?/),
        expect.stringMatching(/^journeys\/shop\/broken\.json body\/1\/params\/fakt: fragment "alert" has no parameter "fakt"\. Did you mean "fact"\?/),
        expect.stringMatching(/^journeys\/shop\/broken\.json body\/1\/params: fragment "alert" needs parameter "fact"/),
        expect.stringMatching(/^journeys\/shop\/broken\.json body\/2\/props\/href\/link: unknown page "hom" in link\. Did you mean "home"\?/),
        expect.stringMatching(/^fragments\/loop\.json nodes\/0\/fragment: fragment "loop" uses itself \(loop -> loop\)/),
      ]),
    );
  });

  it('refuses a fragment used where another kind goes', () => {
    const base = parts();
    const wrong = file('journeys/shop/wrong.json', { journey: 'shop', id: 'wrong', route: 'wrong', title: 'x', body: [{ fragment: 'cookies' }] });
    const { issues } = composeJourneys({ ...base, pageFiles: [...base.pageFiles, wrong] });
    expect(issues.map((issue) => issue.message)).toEqual(['fragment "cookies" holds effects, but is used where nodes go. Fix: use a fragment of nodes here.']);
  });
});
