/** `npm run bench:ab`'s order and summary (tools/bench/abRuns.ts): two builds interleaved, medians per side. */
import { describe, expect, it } from 'vitest';
import { interleavedOrder, summariseAb, type AbRun } from '../../tools/bench/abRuns.ts';

const run = (side: 'A' | 'B', p50Ms: number, p95Ms: number, byStep: Record<string, number>): AbRun => ({ side, load: 1, p50Ms, p95Ms, byStep });

describe('bench:ab', () => {
  it('interleaves A B B A per round, so each side runs first as often as second', () => {
    expect(interleavedOrder(2)).toEqual(['A', 'B', 'B', 'A', 'A', 'B', 'B', 'A']);
    expect(() => interleavedOrder(0)).toThrow(/ROUNDS/);
    expect(() => interleavedOrder(1.5)).toThrow(/ROUNDS/);
  });

  it('summarises each side by the median of its runs, step by step', () => {
    const summary = summariseAb([
      run('A', 86, 150, { 'gridwall -> PDP': 128 }),
      run('B', 61, 167, { 'gridwall -> PDP': 105 }),
      run('B', 69, 132, { 'gridwall -> PDP': 112, 'PDP -> cart': 45 }),
      run('A', 83, 165, { 'gridwall -> PDP': 132 }),
      run('A', 71, 151, { 'gridwall -> PDP': 124 }),
      run('B', 68, 175, { 'gridwall -> PDP': 108 }),
    ]);
    expect(summary.A).toEqual({ runs: 3, p50Ms: 83, p95Ms: 151, byStep: { 'gridwall -> PDP': 128 } });
    expect(summary.B).toEqual({ runs: 3, p50Ms: 68, p95Ms: 167, byStep: { 'gridwall -> PDP': 108, 'PDP -> cart': 45 } });
  });

  it('refuses a summary without a run of each side rather than inventing one', () => {
    expect(() => summariseAb([run('A', 80, 150, {})])).toThrow(/no run of B/);
  });
});
