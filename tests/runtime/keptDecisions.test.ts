/**
 * Issue 20 item 3: a decision table whose facts did not change keeps last
 * time's decision (it is not decided again), and one whose facts changed is
 * decided afresh, as `decide` decides it. The same for a redirect table's
 * target (docs/performance.md "Focus, pushState and repeats in the click's
 * task (session 28)"): kept while the facts its rows and targets read are the
 * same, chosen afresh, as `chooseRedirect` chooses it, when one changed.
 */
import { runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { actionDefinitions } from '../../src/app/registries.ts';
import { decide } from '../../src/engine/decide.ts';
import { chooseRedirect } from '../../src/engine/redirectTable.ts';
import type { DecisionTable, RedirectTable } from '../../src/model/flowTypes.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

const flows = await checkedFlows();

/** Row one reads ui.first, row two ui.second; the default's result reads ui.label. */
const probe: DecisionTable = {
  $schema: '../../schemas/decision.schema.json',
  id: 'probe',
  rows: [
    { id: 'first', when: { var: 'ui.first' }, examples: [{ facts: {} }], result: { view: 'one' } },
    { id: 'second', when: { '==': [{ var: 'ui.second' }, 'yes'] }, examples: [{ facts: {} }], result: { view: 'two' } },
  ],
  default: { id: 'neither', examples: [{ facts: {} }], result: { view: { fact: 'ui.label' } } },
};

/** Row one reads ui.first; row two reads ui.second, and its target ui.target. */
const redirectProbe: RedirectTable = {
  $schema: '../../schemas/redirect-table.schema.json',
  id: 'probe',
  rows: [
    { id: 'first', when: { var: 'ui.first' }, to: '/one', examples: [{ facts: {} }] },
    { id: 'second', when: { '==': [{ var: 'ui.second' }, 'yes'] }, to: { fact: 'ui.target' }, examples: [{ facts: {} }] },
  ],
};

describe('decision tables kept while their facts are the same', () => {
  it('decides again only when a fact a row or result reads changed', () => {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/shop.html' });
    const store = new RootStore({
      flows: { ...flows, decisions: { ...flows.decisions, probe } },
      ports,
      services: fakeServices({}, { otherwise: ok({}) }),
      actions: actionDefinitions,
    });
    const fresh = () => decide(probe, { facts: store.facts.base, texts: flows.texts });
    const set = (name: string, value: unknown) => runInAction(() => store.ui.set(name, value));
    const seen = [store.facts.decisions.probe];
    set('label', 'plain');
    seen.push(store.facts.decisions.probe);
    expect(seen[1]).toEqual(fresh());
    expect(store.facts.facts.decisions.probe).toEqual({ row: 'neither', view: 'plain' });
    set('unread', 1);
    // Nothing the table reads changed: the very same decision and fact.
    expect(store.facts.decisions.probe).toBe(seen[1]);
    const fact = store.facts.facts.decisions.probe;
    set('unread', 2);
    expect(store.facts.facts.decisions.probe).toBe(fact);
    for (const [name, value, row] of [
      ['second', 'yes', 'second'],
      ['first', true, 'first'],
      ['second', 'no', 'first'],
      ['first', false, 'neither'],
    ] as const) {
      set(name, value);
      expect(store.facts.decisions.probe).toEqual(fresh());
      expect(store.facts.decisions.probe?.rowId).toBe(row);
    }
  });
});

describe('redirect targets kept while their facts are the same', () => {
  it('chooses again only when a fact a row or target reads changed', () => {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/shop.html' });
    const store = new RootStore({
      flows: { ...flows, redirectTables: { ...flows.redirectTables, probe: redirectProbe } },
      ports,
      services: fakeServices({}, { otherwise: ok({}) }),
      actions: actionDefinitions,
    });
    const fresh = () => chooseRedirect(redirectProbe, { facts: { ...store.facts.base, decisions: store.facts.facts.decisions }, texts: flows.texts });
    const set = (name: string, value: unknown) => runInAction(() => store.ui.set(name, value));
    const first = store.facts.redirects.probe;
    expect(first).toEqual({ row: '', to: '' });
    set('unread', 1);
    // Nothing the table reads changed: the very same target, though the facts were assembled again.
    expect(store.facts.redirects.probe).toBe(first);
    for (const [name, value, row, to] of [
      ['second', 'yes', 'second', ''],
      ['target', '/two', 'second', '/two'],
      ['first', true, 'first', '/one'],
      ['target', '/three', 'first', '/one'],
      ['first', false, 'second', '/three'],
      ['second', 'no', '', ''],
    ] as const) {
      set(name, value);
      expect(store.facts.redirects.probe).toEqual(fresh());
      expect(store.facts.facts.redirects?.probe).toEqual({ row, to });
    }
    // The other tables of the flows are kept too, while what they read is the same.
    const others = store.facts.redirects;
    set('unread', 2);
    for (const id of Object.keys(flows.redirectTables)) expect(store.facts.redirects[id], id).toBe(others[id]);
  });
});
