import { describe, expect, it, vi } from 'vitest';

/**
 * Issue 22 item 4: `npm run gen:check` stops on a finisher keyed by a
 * component the registry does not have. The app's own propFinishers are
 * replaced by one that names no registered component ("PlanCard" for
 * PlanCards); the check reads the real registry and must refuse it.
 */
vi.mock('../../src/engine/finish/propFinishers.ts', () => ({
  propFinishers: { CartLines: (props: object) => props, PlanCard: (props: object) => props },
}));

describe('gen:check on finisher names', () => {
  it('fails naming the finisher that names no registered component', async () => {
    const { appFinishersProblem } = await import('../../tools/generate/finisherNames.ts');
    const problem = await appFinishersProblem();
    expect(problem).toMatch(
      /^src\/engine\/finish\/propFinishers\.ts: "PlanCard" is no registered component\.\n {2}Fix: key the finisher by a component registered in src\/app\/registries\/ \(.*PlanCards.*\), or remove it\.$/,
    );
  });
});
