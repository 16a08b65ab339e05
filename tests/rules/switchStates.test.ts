import { describe, expect, it } from 'vitest';
import { switchStates } from '../../src/engine/switchStates.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';

const flows = await checkedFlows();
const prefixes = flows.lists.throttleSwitchPrefixes ?? [];

describe('switch states from the throttle lists (spec 6, 9)', () => {
  const declared = {
    EA_VC: { description: '', default: false },
    NSA_REDIRECT_TH_PROSPECT: { description: '', default: false },
    FF_CHUNK_RELOAD: { description: '', default: true },
    LEGACY_FLAG: { description: '', default: false },
  };

  it('turns on a declared switch a list names, when its name has a throttle prefix', () => {
    expect(switchStates(declared, ['EA_VC', 'NSA_REDIRECT_TH_PROSPECT', 'OTHER_FEATURE'], prefixes)).toEqual({
      EA_VC: true,
      NSA_REDIRECT_TH_PROSPECT: true,
      FF_CHUNK_RELOAD: true,
      LEGACY_FLAG: false,
    });
  });

  it('keeps the default of a name without a throttle prefix, and of every switch without prefixes', () => {
    expect(switchStates(declared, ['LEGACY_FLAG'], prefixes).LEGACY_FLAG).toBe(false);
    expect(switchStates(declared, ['EA_VC'], [])).toEqual({ EA_VC: false, NSA_REDIRECT_TH_PROSPECT: false, FF_CHUNK_RELOAD: true, LEGACY_FLAG: false });
  });

  it('lets every switch of flows/switches be turned on (each carries a prefix of lists.throttleSwitchPrefixes)', () => {
    const names = Object.keys(flows.switches);
    expect(names.length).toBeGreaterThan(0);
    expect(Object.values(switchStates(flows.switches, names, prefixes)).every(Boolean)).toBe(true);
  });
});
