// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { blankFacts } from '../../src/engine/blankFacts.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import { checkBlankFacts } from '../../tools/flowcheck/checkFacts.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';

describe('checkBlankFacts', () => {
  it('gives the facts blankFacts gives, for the flows of the repository', async () => {
    const flows = await checkedFlows();
    expect(JSON.parse(JSON.stringify(checkBlankFacts(flows)))).toEqual(JSON.parse(JSON.stringify(blankFacts(flows))));
  }, 60_000);

  it('nests text keys as blankFacts does, a key below another text replacing it in the order written', () => {
    const flows = { ...emptyFlowSet(), texts: { 'a.b': 'first', 'a.b.c': 'below', 'x.y': 'kept', x: 'replaces', 'm.n.o': 'deep', 'm.n': 'over' } };
    expect(checkBlankFacts(flows).texts).toEqual(blankFacts(flows).texts);
  });

  it('orders the nested texts as blankFacts does', () => {
    const flows = {
      ...emptyFlowSet(),
      texts: { 'a.b': 'first', 'a.b.c': 'below', 'x.y': 'kept', q: 'q', x: 'replaces', 'm.n.o': 'deep', 'a.d': 'd', 'm.n': 'over' },
    };
    expect(JSON.stringify(checkBlankFacts(flows).texts)).toBe(JSON.stringify(blankFacts(flows).texts));
  });

  it('gives each build the words of its own texts when the names are the same', () => {
    const first = checkBlankFacts({ ...emptyFlowSet(), texts: { 'a.b': 'one', 'a.c': 'two' } });
    const second = checkBlankFacts({ ...emptyFlowSet(), texts: { 'a.b': 'uno', 'a.c': 'dos' } });
    expect(first.texts).toEqual({ a: { b: 'one', c: 'two' } });
    expect(second.texts).toEqual({ a: { b: 'uno', c: 'dos' } });
    expect({ ...(first.texts as { a: object }).a }).toEqual({ b: 'one', c: 'two' });
  });

  it('reads a text only when it is used', () => {
    const read: string[] = [];
    const texts = new Proxy({ 'a.b': 'one', 'a.c': 'two' } as Record<string, string>, {
      get: (target, key) => {
        if (typeof key === 'string') read.push(key);
        return target[key as string];
      },
    });
    const facts = checkBlankFacts({ ...emptyFlowSet(), texts });
    expect(read).toEqual([]);
    expect((facts.texts as { a: { c: string } }).a.c).toBe('two');
    expect(read).toEqual(['a.c']);
  });
});
