import { describe, expect, it } from 'vitest';
import { blankFacts } from '../../src/engine/blankFacts.ts';
import { emptyFlowSet, type FlowSet } from '../../src/model/flowSet.ts';
import { caseBlankFacts } from '../../tools/qa/testgen/caseBlankFacts.ts';

function flowsWithTexts(): FlowSet {
  const flows = emptyFlowSet();
  flows.texts = { 'shop.title': 'Shop', 'shop.back': 'Back', plain: 'Plain' };
  flows.lists = { pages: ['shop'] };
  flows.settings = { delayMs: 10 };
  flows.switches = { FF_ON: { description: '', default: true } };
  return flows;
}

/** The generated cases' blank facts (tools/qa/testgen/caseBlankFacts.ts): blankFacts' facts, the texts nested once. */
describe('caseBlankFacts', () => {
  it('gives the facts blankFacts gives', () => {
    const flows = flowsWithTexts();
    expect(caseBlankFacts(flows)).toEqual(blankFacts(flows));
  });

  it('nests the texts of a flow set once: every call shares them, frozen, and the rest is fresh', () => {
    const flows = flowsWithTexts();
    const first = caseBlankFacts(flows);
    const second = caseBlankFacts(flows);
    expect(second.texts).toBe(first.texts);
    expect(Object.isFrozen(first.texts)).toBe(true);
    expect(Object.isFrozen((first.texts as Record<string, unknown>).shop)).toBe(true);
    expect(() => {
      (first.texts as Record<string, unknown>).plain = 'changed';
    }).toThrow(TypeError);
    expect(second.user).not.toBe(first.user);
    expect(second.lists).not.toBe(first.lists);
  });

  it('nests texts changed in place again, so a fixture edited between two cases never meets the old words', () => {
    const flows = flowsWithTexts();
    const before = caseBlankFacts(flows);
    flows.texts['shop.title'] = 'Store';
    const after = caseBlankFacts(flows);
    expect(after.texts).not.toBe(before.texts);
    expect(after).toEqual(blankFacts(flows));
    flows.texts['shop.hours'] = 'Hours';
    expect(caseBlankFacts(flows)).toEqual(blankFacts(flows));
  });
});
