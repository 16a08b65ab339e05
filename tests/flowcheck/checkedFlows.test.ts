/**
 * The flows the test files share (tests/setup/checkedFlows.ts) are what checking flows/ gives now: the copy kept for
 * the run equals a check made here, and each caller gets its own copy to change.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { repoPath } from '../../tools/repoPath.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';

describe('checkedFlows', () => {
  it('equals a check of flows/ made now, and gives each caller a copy of its own', async () => {
    const shared = await checkedFlows();
    const { flows } = await checkFlows([repoPath('flows')]);
    // Strict: no key lost or added, no value changed in kind (what a JSON copy would not keep).
    expect(isDeepStrictEqual(shared, flows)).toBe(true);
    const again = await checkedFlows();
    expect(again).not.toBe(shared);
    again.settings.added = 'by this test';
    expect(shared.settings.added).toBeUndefined();
  }, 60_000);
});
