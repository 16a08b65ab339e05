import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '../../src/app/registries.ts';
import { propFinishers } from '../../src/engine/finish/propFinishers.ts';
import { finisherProblem, lazyFinisherProblem, lazyFinishers, readViews, unknownFinisherNames } from '../../tools/generate/finisherNames.ts';
import { repoPath } from '../../tools/repoPath.ts';

/** Issue 22 item 4: gen:check fails on a finisher keyed by a component the registry does not have. */
describe('finisher names', () => {
  it('every finisher of the app names a registered component', () => {
    expect(
      unknownFinisherNames(
        Object.keys(propFinishers),
        componentDefinitions.map((definition) => definition.name),
      ),
    ).toEqual([]);
  });

  it("every lazy view's finisher finishes a registered component, and no component is finished twice", () => {
    const components = componentDefinitions.map((definition) => definition.name);
    const lazy = lazyFinishers(readViews(repoPath('src/components')));
    expect(lazy.map((finisher) => finisher.component)).toContain('PlanCards');
    expect(lazyFinisherProblem(lazy, components, Object.keys(propFinishers))).toBeNull();
  });

  it('finds the views that hand a finisher on, named by their file', () => {
    const views = [
      {
        file: 'src/components/sales/PlanCards.view.tsx',
        source: "import './views.css';\nexport { finishPlanCards as finish } from '../../engine/finish/planCards.ts';",
      },
      { file: 'src/components/sales/DetailsList.view.tsx', source: 'export default DetailsList;' },
    ];
    expect(lazyFinishers(views)).toEqual([{ component: 'PlanCards', file: 'src/components/sales/PlanCards.view.tsx' }]);
    expect(lazyFinisherProblem([{ component: 'PlanCard', file: 'x/PlanCard.view.tsx' }], ['PlanCards', 'Form'], [])).toBe(
      'x/PlanCard.view.tsx: hands on a finisher for "PlanCard", no registered component.\n' +
        '  Fix: name the view X.view.tsx for a component registered in src/app/registries/ (Form, PlanCards), or remove it.',
    );
  });

  it('names the unknown finisher and the components it could mean', () => {
    const unknown = unknownFinisherNames(['CartLines', 'CartLine'], ['CartLines', 'Form']);
    expect(unknown).toEqual(['CartLine']);
    expect(finisherProblem(unknown, ['CartLines', 'Form'])).toBe(
      'src/engine/finish/propFinishers.ts: "CartLine" is no registered component.\n' +
        '  Fix: key the finisher by a component registered in src/app/registries/ (CartLines, Form), or remove it.',
    );
    expect(finisherProblem([], ['Form'])).toBeNull();
  });
});
