import { describe, expect, it } from 'vitest';
import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import { pageCases } from '../../tools/qa/testgen/pageCases.ts';
import { fixtureManifest } from './fixtureManifest.ts';

/** Issue 11 item 1: the shortest path to every page, on fixture journeys with known answers. */
const manifest = fixtureManifest({
  getNSAThrottleList: { signedIn: '/cart/throttle', prospect: '/cart/nse/throttle' },
  getPass: { signedIn: '/pass/get', prospect: '/pass/nse/get' },
});

function fixtureFlows(): FlowSet {
  const flows = emptyFlowSet();
  flows.texts = { 'fix.next': 'Next', 'fix.more': 'More', 'fix.enter': 'Enter' };
  const heading = (text: string) => ({ component: 'Heading', props: { level: 1, text } });
  flows.journeys.fix = {
    id: 'fix',
    start: 'home',
    pages: {
      home: {
        route: 'home',
        title: 'Home',
        entry: true,
        onEnter: [{ call: 'getPass' }],
        on: {
          ENTER: [
            {
              when: { var: 'answers.getPass.vip' },
              effects: [{ goto: 'lounge' }],
              examples: [{ name: 'a VIP pass', facts: { answers: { getPass: { vip: true } } } }],
            },
            { effects: [] },
          ],
        },
        body: [
          heading('Home'),
          { component: 'TextLink', props: { label: { text: 'fix.more' }, href: '/sales/digital/more.html' } },
          { component: 'ActionButton', props: { label: { text: 'fix.enter' }, onActivate: { event: 'ENTER' } } },
        ],
      },
      lounge: { route: 'lounge', title: 'Lounge', body: [heading('Lounge')] },
      more: {
        route: 'more',
        title: 'More',
        on: { NEXT: [{ effects: [{ goto: 'last' }] }] },
        body: [heading('More page'), { component: 'ActionButton', props: { label: { text: 'fix.next' }, onActivate: { event: 'NEXT' } } }],
      },
      last: { route: 'last', title: 'Last', body: [heading('Last page')] },
      side: { route: 'side', title: 'Side', entry: true, body: [heading('Side page')] },
      island: { route: 'island', title: 'Island', body: [heading('Island')] },
    },
  } as never;
  return flows;
}

describe('flows:tests page paths', () => {
  const outcomes = pageCases(fixtureFlows(), manifest).get('fix') ?? [];
  const byTitle = Object.fromEntries(outcomes.map((item) => (item.ok ? [item.flowCase.title, item.flowCase] : [item.unexpressed.title, item.unexpressed])));

  it('reaches a page by the fewest clicks from the journey start: a link, then the control whose handler goes there', () => {
    expect(byTitle['page fix.last (2 clicks from home)']).toMatchObject({
      setup: { path: '/sales/digital/home.html' },
      steps: [{ kind: 'load' }, { kind: 'click', role: 'link', name: 'More' }, { kind: 'click', role: 'button', name: 'Next' }],
      expect: { url: '/sales/digital/last.html', texts: ['Last page'] },
    });
  });

  it("reaches a page behind a conditioned handler by giving the shopper its example's facts (the call's answer)", () => {
    expect(byTitle['page fix.lounge (1 click from home)']).toMatchObject({
      setup: { path: '/sales/digital/home.html', overrides: { 'POST /pass/nse/get': { status: 200, body: { vip: true } } } },
      steps: [{ kind: 'load' }, { kind: 'click', role: 'button', name: 'Enter' }],
      expect: { url: '/sales/digital/lounge.html', texts: ['Lounge'] },
    });
  });

  it('opens an entry page no path reaches directly, and lists a page nothing reaches with the reason', () => {
    expect(byTitle['page fix.side (opened directly)']).toMatchObject({ steps: [{ kind: 'load' }], expect: { url: '/sales/digital/side.html' } });
    expect(byTitle['page fix.island']).toEqual({ title: 'page fix.island', reason: expect.stringContaining('no path') });
  });
});
