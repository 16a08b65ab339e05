import { describe, expect, it } from 'vitest';
import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import { decide } from '../../src/engine/decide.ts';
import { handleEvent } from '../../src/engine/handleEvent.ts';
import { renderNodes } from '../../src/engine/renderPage.ts';
import { resolveValue, fillText } from '../../src/engine/resolveValue.ts';
import { findPage, parseRoute } from '../../src/engine/routing.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import type { DecisionTable, Page } from '../../src/model/flowTypes.ts';

const texts = { 'a.hello': 'Hello {name}', 'a.bye': 'Bye' };

const table: DecisionTable = {
  $schema: '',
  id: 'demo',
  rows: [
    { id: 'vip', when: { '==': [{ var: 'user.role' }, 'vip'] }, result: { message: { text: 'a.hello', params: { name: 'VIP' } } }, examples: [{ facts: {} }] },
    { id: 'signedIn', when: { var: 'user.signedIn' }, result: { message: { text: 'a.bye' } }, examples: [{ facts: {} }] },
  ],
  default: { id: 'other', result: { message: 'plain' }, examples: [{ facts: {} }] },
};

describe('decide', () => {
  it('returns the first matching row with its resolved result and the trace of rows tried', () => {
    const decision = decide(table, { facts: { user: { role: '', signedIn: true } }, texts });
    expect(decision.rowId).toBe('signedIn');
    expect(decision.result).toEqual({ message: 'Bye' });
    expect(decision.trace).toEqual([
      { rowId: 'vip', matched: false },
      { rowId: 'signedIn', matched: true },
    ]);
  });

  it('falls back to the default row and says so', () => {
    const decision = decide(table, { facts: { user: {} }, texts });
    expect(decision).toMatchObject({ rowId: 'other', usedDefault: true, result: { message: 'plain' } });
  });
});

describe('resolveValue', () => {
  const context = { facts: { a: { b: [10, 20] } }, texts };
  it('resolves literals, texts with params, facts, logic and events', () => {
    expect(resolveValue('x', context)).toBe('x');
    expect(resolveValue({ text: 'a.hello', params: { name: { fact: 'a.b.1' } } }, context)).toBe('Hello 20');
    expect(resolveValue({ fact: 'a.b.0' }, context)).toBe(10);
    expect(resolveValue({ logic: { '+': [{ var: 'a.b.0' }, 1] } }, context)).toBe(11);
    expect(resolveValue({ event: 'GO' }, context)).toEqual({ kind: 'event', event: 'GO' });
  });
  it('keeps unknown placeholders visible', () => {
    expect(fillText('Hi {who}', {})).toBe('Hi {who}');
  });
});

describe('renderNodes and handleEvent', () => {
  const page: Page = {
    route: 'demo',
    title: 'Demo',
    body: [
      { component: 'Heading', props: { text: { text: 'a.bye' }, level: 1 } },
      { component: 'Alert', when: { var: 'ui.failed' }, props: { text: 'Oops', level: 'error' } },
      { component: 'Section', testId: 'S', children: [{ component: 'ActionButton', props: { label: 'Go', onActivate: { event: 'GO' } } }] },
    ],
    on: {
      GO: [{ when: { var: 'ui.failed' }, effects: [{ set: 'failed', to: false }] }, { effects: [{ goto: 'next' }] }],
    },
  };

  it('drops hidden nodes and resolves props, keeping keys stable by position', () => {
    const nodes = renderNodes(page.body, { facts: { ui: {} }, texts });
    expect(nodes.map((node) => node.component)).toEqual(['Heading', 'Section']);
    expect(nodes[0]?.props.text).toBe('Bye');
    expect(nodes[1]?.testId).toBe('S');
    expect(nodes[1]?.children[0]?.props.onActivate).toEqual({ kind: 'event', event: 'GO' });
    expect(nodes[1]?.key).toBe('2');
  });

  it('picks the first handler whose when holds', () => {
    expect(handleEvent(page, 'GO', { ui: { failed: true } })).toEqual({ handlerIndex: 0, effects: [{ set: 'failed', to: false }] });
    expect(handleEvent(page, 'GO', { ui: {} }).effects).toEqual([{ goto: 'next' }]);
    expect(handleEvent(page, 'UNKNOWN', {})).toEqual({ handlerIndex: -1, effects: [] });
  });
});

describe('routing (spec 2.1, 2.2)', () => {
  it('reads base path, route and page name', () => {
    expect(parseRoute('/sales/prepaid/gridwall/smartphones.html')).toEqual({
      language: 'en',
      basePath: '/sales/prepaid/',
      route: 'gridwall/smartphones',
      pageName: 'smartphones',
    });
    expect(parseRoute('/sales/digital/openbankmlp.html')).toMatchObject({ basePath: '/sales/digital/', pageName: 'openbankmlp' });
    expect(parseRoute('/other/x.html').basePath).toBeNull();
  });

  it('finds a page by exact route, then by its last segment', () => {
    const flows = emptyFlowSet();
    flows.journeys.j = { $schema: '', id: 'j', start: 'grid', pages: { grid: { route: 'gridwall/smartphones', title: 't', body: [] } } };
    expect(findPage(flows, parseRoute('/sales/nse/gridwall/smartphones.html'))?.pageId).toBe('grid');
    expect(findPage(flows, parseRoute('/sales/nse/smartphones.html'))?.pageId).toBe('grid');
    expect(findPage(flows, parseRoute('/sales/nse/unknown.html'))).toBeNull();
  });
});

describe('blankFacts and mergeFacts', () => {
  it('lays example facts over a signed-out desktop visitor', () => {
    const facts = mergeFacts(blankFacts(emptyFlowSet()), { user: { guest: true }, answers: { x: { a: [1] } } });
    expect(facts.user).toMatchObject({ guest: true, signedIn: false, prospect: true });
    expect(facts.answers).toEqual({ x: { a: [1] } });
    expect(facts.device.type).toBe('desktop');
  });
});
