import { describe, expect, it } from 'vitest';
import { splitOnSwitches, switchDecisions } from '../../src/engine/switchReaders.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Effect } from '../../src/model/flowTypes.ts';

const table = (id: string, when: unknown) => ({
  id,
  rows: [{ id: 'row', when, result: {}, examples: [] }],
  default: { id: 'other', result: {}, examples: [] },
});

/** labels reads a switch; pattern reads labels' decision; channel reads neither. */
const decisions = {
  labels: table('labels', { var: 'switches.FF_XP' }),
  pattern: table('pattern', { '==': [{ var: 'decisions.labels.label' }, 'Treat'] }),
  channel: table('channel', { var: 'user.signedIn' }),
} as unknown as FlowSet['decisions'];

describe('entry effects that wait for the throttle list (spec 6)', () => {
  it('finds the tables that read a switch, also through another table', () => {
    expect([...switchDecisions(decisions)].sort()).toEqual(['labels', 'pattern']);
  });

  it('keeps content calls and effects without switches for now, in their order', () => {
    const effects: Effect[] = [
      { call: 'getCart' },
      { action: 'sendTabBar', args: { pattern: { fact: 'decisions.pattern.value' } } },
      { action: 'tag', args: { channel: { fact: 'decisions.channel.value' } } },
      { action: 'flag', args: { on: { fact: 'switches.FF_OTHER' } } },
      { call: 'getWishlist' },
    ];
    const { now, afterSwitches } = splitOnSwitches(effects, decisions);
    expect(now).toEqual([effects[0], effects[2], effects[4]]);
    expect(afterSwitches).toEqual([effects[1], effects[3]]);
  });
});
