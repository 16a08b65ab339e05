// @vitest-environment node
/**
 * tools/flowcheck/recordNames.ts: the blank facts list the texts, lists and settings of a unit's recording view of the
 * flows in one step (docs/performance.md "flows:check (session 38)"), and must record what Object.keys of the view
 * records, or the unit cache would keep a unit that read the names without knowing it.
 */
import { describe, expect, it } from 'vitest';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { checkBlankFacts } from '../../tools/flowcheck/checkFacts.ts';
import { recordNames } from '../../tools/flowcheck/recordNames.ts';
import { trackedFlows } from '../../tools/flowcheck/trackedFlows.ts';

const flows = () => ({
  ...emptyFlowSet(),
  texts: { 'a.b': 'one', '2': 'digit', 'a.c': 'two' },
  lists: { plans: ['p'] },
  settings: { delay: 5 },
});

describe('recordNames', () => {
  it('lists a view’s collection as Object.keys does, recording what Object.keys records', () => {
    for (const collection of ['texts', 'lists', 'settings'] as const) {
      const byKeys = new Set<string>();
      const byNames = new Set<string>();
      const keys = Object.keys(trackedFlows(flows(), byKeys)[collection]);
      expect(recordNames(trackedFlows(flows(), byNames)[collection])).toEqual(keys);
      expect([...byNames]).toEqual([...byKeys]);
      expect(byNames.has(`${collection}/*`)).toBe(true);
    }
  });

  it('is Object.keys on anything else', () => {
    expect(recordNames({ b: 1, a: 2, 1: 3 })).toEqual(['1', 'b', 'a']);
  });

  it('leaves the blank facts’ reads as they were: the names of each collection, and a text only when used', () => {
    const reads = new Set<string>();
    const facts = checkBlankFacts(trackedFlows(flows(), reads)) as unknown as { texts: { a: { b: string } } };
    expect([...reads].filter((read) => /^(texts|lists|settings)\b/.test(read)).sort()).toEqual(['lists/*', 'settings/*', 'texts/*']);
    expect(facts.texts.a.b).toBe('one');
    expect(reads.has('texts/a.b')).toBe(true);
  });
});
