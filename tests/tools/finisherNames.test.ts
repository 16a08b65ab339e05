import { describe, expect, it } from 'vitest';
import { componentDefinitions } from '../../src/app/registries.ts';
import { propFinishers } from '../../src/engine/finish/propFinishers.ts';
import { finisherProblem, unknownFinisherNames } from '../../tools/generate/finisherNames.ts';

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
