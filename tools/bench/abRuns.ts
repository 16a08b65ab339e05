/** The interleaving and the summary of `npm run bench:ab` (transitionsAB.ts): two builds measured in the same minutes. */
import { median } from './stats.ts';

export type Side = 'A' | 'B';

export interface AbRun {
  side: Side;
  load: number;
  p50Ms: number;
  p95Ms: number;
  byStep: Record<string, number>;
}

/** A B B A, `rounds` times: each side runs first as often as second, and early and late in the session alike. */
export function interleavedOrder(rounds: number): Side[] {
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`[bench] ROUNDS must be a whole number of at least 1, not ${rounds}`);
  return Array.from({ length: rounds }, (): Side[] => ['A', 'B', 'B', 'A']).flat();
}

/** Per side: the median of the runs' p50, p95 and each step's median. */
export function summariseAb(runs: readonly AbRun[]): Record<Side, { runs: number; p50Ms: number; p95Ms: number; byStep: Record<string, number> }> {
  const of = (side: Side) => {
    const mine = runs.filter((run) => run.side === side);
    if (mine.length === 0) throw new Error(`[bench] no run of ${side}`);
    const steps = [...new Set(mine.flatMap((run) => Object.keys(run.byStep)))];
    const byStep = Object.fromEntries(steps.map((step) => [step, median(mine.map((run) => run.byStep[step]).filter((ms): ms is number => ms !== undefined))]));
    return { runs: mine.length, p50Ms: median(mine.map((run) => run.p50Ms)), p95Ms: median(mine.map((run) => run.p95Ms)), byStep };
  };
  return { A: of('A'), B: of('B') };
}
