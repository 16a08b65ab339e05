import { describe, expect, it } from 'vitest';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import {
  adaptersCalled,
  buildReferenceIndex,
  callFollowUps,
  decisionTablesReached,
  followsTable,
  leavesPage,
  readsFact,
  referencesIn,
  type OriginOf,
} from '../../src/engine/references/index.ts';

const row = (id: string, when: unknown) => ({ id, when, examples: [{ facts: {} }] });

/** Issue 22 item 5: one index of what each flow item reads and uses. */
describe('referencesIn', () => {
  it('sorts fact paths by what they name and keeps the whole path', () => {
    const refs = referencesIn({
      and: [
        { var: 'switches.FF_A' },
        { var: 'decisions.landing.view' },
        { var: 'texts.cart.title' },
        { var: 'answers.getCart.items' },
        { var: 'user.signedIn' },
      ],
    });
    expect(refs.map((ref) => [ref.kind, ref.name, ref.path])).toEqual([
      ['switch', 'FF_A', 'switches.FF_A'],
      ['table', 'landing', 'decisions.landing.view'],
      ['text', 'cart.title', 'texts.cart.title'],
      ['adapter', 'getCart', 'answers.getCart.items'],
      ['fact', 'user.signedIn', 'user.signedIn'],
    ]);
  });

  it('does not count a var inside a per-item scope as a fact', () => {
    const refs = referencesIn({ some: [{ var: 'lists.codes' }, { '==': [{ var: 'answers.x' }, 1] }] });
    expect(refs.map((ref) => ref.path)).toEqual(['lists.codes']);
  });

  it('knows effects, texts, components, events and links by their shape', () => {
    const page = {
      onEnter: [
        { call: 'getCart', onDone: 'cartLoaded' },
        { action: 'followRedirectTable', args: { table: 'cartLost' } },
      ],
      on: { next: [{ effects: [{ goto: 'review' }, { redirect: '/x', allowHosts: 'partnerHosts' }] }] },
      body: [{ component: 'ActionButton', props: { label: { text: 'cta.next' }, onPress: { event: 'next' }, href: { link: 'shop' } } }],
    };
    const refs = referencesIn(page);
    expect(adaptersCalled(refs)).toEqual(['getCart']);
    expect(callFollowUps(refs, 'getCart')).toEqual({ onDone: 'cartLoaded' });
    expect(followsTable(refs, 'cartLost')).toBe(true);
    expect(leavesPage(refs)).toBe(true);
    const named = (kind: string) => refs.filter((ref) => ref.kind === kind).map((ref) => `${ref.use} ${ref.name}`);
    expect(named('page')).toEqual(['goes review', 'links shop']);
    expect(named('list')).toEqual(['lists partnerHosts']);
    expect(named('text')).toEqual(['shows cta.next']);
    expect(named('component')).toEqual(['shows ActionButton']);
    expect(named('event')).toEqual(['onDone cartLoaded', 'raises next']);
    expect(named('effect')).toEqual(['runs call', 'runs action', 'runs goto', 'runs redirect']);
    expect(refs.find((ref) => ref.kind === 'adapter')?.at).toEqual(['onEnter', 0, 'call']);
  });

  it('reads a fact path by whole segments: decisions.a does not cover decisions.ab', () => {
    const refs = referencesIn({ var: 'decisions.ab.view' });
    expect(readsFact(refs, 'decisions.a')).toBe(false);
    expect(readsFact(refs, 'decisions.ab')).toBe(true);
  });

  it('reports the fragments and layouts a value was composed from, with the file that used them', () => {
    const fromFragment = { component: 'BackLink' };
    const page = { body: [fromFragment] };
    const originOf: OriginOf = (value) =>
      value === fromFragment
        ? { kind: 'fragment', id: 'backLink', file: 'flows/fragments/backLink.json' }
        : value === page
          ? { kind: 'other', id: 'p', file: 'flows/p.json' }
          : undefined;
    const refs = referencesIn(page, originOf).filter((ref) => ref.use === 'composes');
    expect(refs).toEqual([{ kind: 'fragment', name: 'backLink', use: 'composes', at: ['body', 0], usedIn: 'flows/p.json' }]);
  });
});

describe('buildReferenceIndex', () => {
  const flows = emptyFlowSet();
  const fallback = { id: 'otherwise', examples: [{ facts: {} }] };
  flows.decisions.a = { $schema: '', id: 'a', rows: [row('on', { var: 'switches.FF_X' })], default: fallback } as never;
  flows.decisions.b = { $schema: '', id: 'b', rows: [row('fromA', { '==': [{ var: 'decisions.a.row' }, 'on'] })], default: fallback } as never;
  flows.journeys.j = { id: 'j', pages: { p: { route: 'p', body: [{ component: 'Text', when: { var: 'decisions.b.row' } }] } } } as never;

  it('indexes pages and tables, and answers who uses a name', () => {
    const index = buildReferenceIndex(flows);
    expect(index.items.map((entry) => entry.key)).toEqual(['page:j.p', 'decision:a', 'decision:b']);
    expect(index.usersOf('switch', 'FF_X').map((entry) => entry.key)).toEqual(['decision:a']);
    expect(index.usersOf('component', 'Text').map((entry) => entry.key)).toEqual(['page:j.p']);
    expect(index.of('page:j.p').map((ref) => ref.path)).toEqual([undefined, 'decisions.b.row']);
  });

  it('follows decision tables to a fixed point', () => {
    const index = buildReferenceIndex(flows);
    expect(index.decisionTablesReachedFrom(index.of('page:j.p'))).toEqual(['b', 'a']);
    expect(decisionTablesReached(referencesIn({ var: 'decisions.gone.x' }), flows.decisions)).toEqual([]);
  });
});
