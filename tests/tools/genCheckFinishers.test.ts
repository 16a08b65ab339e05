import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';

/**
 * Issue 22 item 4: `npm run gen:check` stops on a finisher keyed by a
 * component the registry does not have (at start-up, or handed on by a lazy view). The app's own propFinishers are
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

  it('fails on a lazy view that hands on a finisher for a component the registry does not have', async () => {
    const { appFinishersProblem } = await import('../../tools/generate/finisherNames.ts');
    const views = mkdtempSync(join(tmpdir(), 'views-'));
    writeFileSync(join(views, 'PlanCard.view.tsx'), "export { finishPlanCards as finish } from '../../engine/finish/planCards.ts';\n");
    writeFileSync(join(views, 'CartLines.view.tsx'), "export { finishCartLines as finish } from '../../engine/finish/cartLines.ts';\n");
    const problem = await appFinishersProblem(views);
    expect(problem).toMatch(
      /\/PlanCard\.view\.tsx: hands on a finisher for "PlanCard", no registered component\.\n {2}Fix: name the view X\.view\.tsx for a component registered in src\/app\/registries\/ \(.*PlanCards.*\), or remove it\./,
    );
    expect(problem).toMatch(/\/CartLines\.view\.tsx: "CartLines" is finished twice, by its view and in src\/engine\/finish\/propFinishers\.ts\./);
  });
});
