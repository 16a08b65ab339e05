import { afterEach, describe, expect, it, vi } from 'vitest';
import { durationSaid } from '../../tools/flowcheck/limitWords.ts';
import { editText, flowsCopy, problemsOf, removeFlowsCopies } from './flowsCopy.ts';

/**
 * Spec 9, found by the analyst QA walkthrough: a setting of milliseconds took
 * 99999999999 (about 3.2 years; a browser fires a timer that long at once).
 * schemas/settings.schema.json allows at most 86400000 (one day), and the
 * message says how long the value is and what to write, in words.
 */
afterEach(removeFlowsCopies);
// A whole copy of flows/ is checked; on a busy machine the first check (schemas compiled) takes seconds.
vi.setConfig({ testTimeout: 30_000 });

describe('a setting of milliseconds has a most it may be', () => {
  it('refuses 99999999999 ms for the redirect delay, saying how long that is and what to write', async () => {
    const dir = flowsCopy();
    editText(dir, 'settings/plumbing.json', (text) => text.replace(/(wait this long\.",\s*"value": )2000/, '$199999999999'));
    const problems = await problemsOf([dir]);
    expect(problems[0]).toMatch(
      /^settings\/plumbing\.json:\d+:\d+ {2}\/settings\/redirectDelayMs\/value {2}99999999999 milliseconds is about 3\.2 years; a number of milliseconds may be at most 86400000 \(1 day\)\. Fix: write the time in milliseconds, 86400000 or less, e\.g\. 2000 for 2 seconds\.$/,
    );
  });

  it('takes one day exactly, the most allowed', async () => {
    const dir = flowsCopy();
    editText(dir, 'settings/plumbing.json', (text) => text.replace(/(wait this long\.",\s*"value": )2000/, '$186400000'));
    expect(await problemsOf([dir])).toEqual([]);
  });

  it('says durations as a person would', () => {
    expect(durationSaid(2000)).toBe('2 seconds');
    expect(durationSaid(1_800_000)).toBe('30 minutes');
    expect(durationSaid(86_400_000)).toBe('1 day');
    expect(durationSaid(500)).toBe('500 milliseconds');
    expect(durationSaid(90_000)).toBe('1.5 minutes');
    expect(durationSaid(100_000)).toBe('about 1.7 minutes');
    // A signed offset below zero; it read "-1 hours".
    expect(durationSaid(-3_600_000)).toBe('minus 1 hour');
  });
});
