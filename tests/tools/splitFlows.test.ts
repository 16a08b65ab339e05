import { describe, expect, it } from 'vitest';
import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import type { DecisionTable } from '../../src/model/flowTypes.ts';
import { splitFlows, type CodeReads } from '../../tools/vite/splitFlows.ts';

/** A table whose only row is its default: enough for the names it reads. */
const table = (id: string, result: Record<string, unknown> = {}) =>
  ({ $schema: '', id, rows: [], default: { id: 'otherwise', result } }) as unknown as DecisionTable;

/** Two journeys; "a" alone reads aTable (which names a.message and lists.aCodes), both read shared. */
function flows(): FlowSet {
  return {
    ...emptyFlowSet(),
    decisions: {
      aTable: table('aTable', { message: { text: 'a.message' }, codes: { var: 'lists.aCodes' } }),
      shared: table('shared'),
      codeRead: table('codeRead'),
      errorRead: table('errorRead'),
      tableRead: table('tableRead'),
      readsTableRead: table('readsTableRead', { x: { var: 'decisions.tableRead.row' } }),
    },
    errorTables: { serviceErrors: { rows: [{ when: { var: 'decisions.errorRead.row' } }] } } as unknown as FlowSet['errorTables'],
    lists: { aCodes: ['1'], bHosts: ['b.example'], codeList: ['x'], bothList: ['y'] },
    settings: { aUrl: '/a', codeSetting: 1 },
    texts: { 'a.message': 'A', 'a.title': 'Title', 'b.title': 'B', 'common.loading': 'Loading', 'both.title': 'Both' },
  };
}

const journeyJson = {
  a: JSON.stringify({
    pages: {
      p: {
        when: [{ var: 'decisions.aTable.view' }, { var: 'decisions.shared.row' }, { var: 'decisions.codeRead.row' }, { var: 'decisions.errorRead.row' }],
        title: { text: 'a.title' },
        link: { var: 'settings.aUrl' },
        both: [{ text: 'both.title' }, { var: 'lists.bothList' }, { var: 'lists.codeList' }, { var: 'decisions.tableRead.row' }],
      },
    },
  }),
  b: JSON.stringify({
    pages: {
      q: { when: { var: 'decisions.shared.row' }, title: { text: 'b.title' }, both: [{ text: 'both.title' }, { var: 'lists.bothList' }], hosts: 'bHosts' },
    },
  }),
};

const code: CodeReads = { keys: { settings: { codeSetting: ['src/x.ts'] }, lists: { codeList: ['src/y.ts'] }, texts: {} }, decisions: new Set(['codeRead']) };

describe('splitFlows (what travels with a journey chunk)', () => {
  const { core, byJourney } = splitFlows(flows(), journeyJson, code);

  it('moves a table only one journey reads, with the texts and lists only that table names', () => {
    expect(Object.keys(byJourney.a?.decisions ?? {})).toEqual(['aTable']);
    expect(byJourney.a?.lists).toEqual({ aCodes: ['1'] });
    expect(byJourney.a?.settings).toEqual({ aUrl: '/a' });
    expect(byJourney.a?.texts).toEqual({ 'a.message': 'A', 'a.title': 'Title' });
    expect(core.decisions.aTable).toBeUndefined();
    expect(core.texts['a.message']).toBeUndefined();
  });

  it('keeps at start-up what two journeys, code, an error table or another table read', () => {
    expect(Object.keys(core.decisions).sort()).toEqual(['codeRead', 'errorRead', 'readsTableRead', 'shared', 'tableRead']);
    expect(Object.keys(core.lists).sort()).toEqual(['bothList', 'codeList']);
    expect(core.settings).toEqual({ codeSetting: 1 });
    expect(core.texts).toEqual({ 'common.loading': 'Loading', 'both.title': 'Both' });
  });

  it('moves a list named as a whole string (an action argument) with the one journey that names it', () => {
    expect(byJourney.b?.lists).toEqual({ bHosts: ['b.example'] });
    expect(byJourney.b?.texts).toEqual({ 'b.title': 'B' });
  });

  it('loses nothing: every name is either at start-up or in exactly one chunk', () => {
    for (const kind of ['decisions', 'lists', 'settings', 'texts'] as const) {
      const shipped = [...Object.keys(core[kind]), ...Object.values(byJourney).flatMap((extras) => Object.keys(extras[kind]))].sort();
      expect(shipped, kind).toEqual(Object.keys(flows()[kind]).sort());
    }
  });
});

describe('splitFlows (what several journeys read, but not every one)', () => {
  // A third journey that reads nothing of the others: what "a" and "b" both read leaves start-up, in both their chunks.
  const three = { ...journeyJson, c: JSON.stringify({ pages: { r: { title: { text: 'c.title' }, when: { var: 'decisions.everyone.row' } } } }) };
  const withThree = (): FlowSet => {
    const base = flows();
    return { ...base, decisions: { ...base.decisions, everyone: table('everyone') }, texts: { ...base.texts, 'c.title': 'C' } };
  };
  const everyone = (json: string) => json.replace('"pages":{', '"reads":{"var":"decisions.everyone.row"},"pages":{');
  const { core, byJourney } = splitFlows(withThree(), { a: everyone(three.a), b: everyone(three.b), c: three.c }, code);

  it('copies what two of three journeys read into both their chunks, with the texts and lists only it names', () => {
    for (const id of ['a', 'b']) {
      expect(byJourney[id]?.decisions.shared, id).toBeDefined();
      expect(byJourney[id]?.lists.bothList, id).toEqual(['y']);
      expect(byJourney[id]?.texts['both.title'], id).toBe('Both');
    }
    expect(byJourney.c?.decisions.shared).toBeUndefined();
    expect(core.decisions.shared).toBeUndefined();
    expect(core.texts['both.title']).toBeUndefined();
  });

  it('keeps at start-up what every journey reads, and what code reads even when two journeys do', () => {
    expect(core.lists).toEqual({ codeList: ['x'] });
    expect(Object.keys(core.decisions).sort()).toEqual(['codeRead', 'errorRead', 'everyone', 'readsTableRead', 'tableRead']);
    expect(byJourney.c?.texts).toEqual({ 'c.title': 'C' });
  });

  it('loses nothing: every name is at start-up or in the chunk of each journey that names it, never both', () => {
    for (const kind of ['decisions', 'lists', 'settings', 'texts'] as const) {
      const shipped = new Set([core, ...Object.values(byJourney)].flatMap((extras) => Object.keys(extras[kind])));
      expect([...shipped].sort(), kind).toEqual(Object.keys(withThree()[kind]).sort());
      for (const name of Object.keys(core[kind]))
        expect(
          Object.values(byJourney).some((extras) => name in extras[kind]),
          `${kind} ${name}`,
        ).toBe(false);
    }
  });
});
