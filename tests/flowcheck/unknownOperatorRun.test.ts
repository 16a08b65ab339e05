/**
 * A misspelt JSON Logic operator in a decision table (docs/requirements.md "Flow checks"): flows:check ended in
 * json-logic-js's stack trace ("Unrecognized operation containsAyn"), since the example checks and table analyses run
 * every table's rows. Now the operator is reported at its place with the name meant, the checks that would run it are
 * left out with one closing note, and the unit cache keeps nothing for them: mended, the next run runs them.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import { fileUnitCache } from '../../tools/flowcheck/unitCache.ts';
import { memoryAnalysisCache } from '../../tools/tables/analysisCache.ts';
import { editText, flowsCopy, removeFlowsCopies } from './flowsCopy.ts';

const cacheDirs: string[] = [];
afterAll(() => {
  removeFlowsCopies();
  for (const dir of cacheDirs) rmSync(dir, { recursive: true, force: true });
});
vi.setConfig({ testTimeout: 90_000 });

const misspell = (dir: string): void => editText(dir, 'decisions/device-type.json', (text) => text.replace('"containsAny"', '"containsAyn"'));
const mend = (dir: string): void => editText(dir, 'decisions/device-type.json', (text) => text.replace('"containsAyn"', '"containsAny"'));

describe('an unknown operator in a table', () => {
  it('is reported at its place, with one note for the checks that could not run, and no stack trace', async () => {
    const dir = flowsCopy();
    misspell(dir);
    const { problems } = await checkFlows([dir], undefined, { tables: true, analysisCache: memoryAnalysisCache() });
    const operator = problems.find((problem) => problem.message.startsWith('unknown operator "containsAyn"'));
    expect(operator).toMatchObject({ pointer: expect.stringMatching(/^\/rows\/\d+\/when/), nearMiss: { written: 'containsAyn', meant: 'containsAny' } });
    expect(operator?.file).toMatch(/decisions\/device-type\.json$/);
    expect(problems.filter((problem) => problem.note === 'notRun')).toEqual([
      expect.objectContaining({
        file: operator?.file,
        message: expect.stringContaining('were not run, because a rule uses the unknown operator "containsAyn"'),
      }),
    ]);
    expect(problems.at(-1)?.note).toBe('notRun');
  });

  it("keeps the pages' own problems (a misspelt text key) while their examples cannot run", async () => {
    const dir = flowsCopy();
    misspell(dir);
    editText(dir, 'journeys/plans/recommendedplan.json', (text) => text.replace('recommendedIntro"', 'recommendedIntor"'));
    const { problems } = await checkFlows([dir], undefined, { tables: true, analysisCache: memoryAnalysisCache() });
    expect(problems.some((problem) => problem.note === 'notRun')).toBe(true);
    expect(problems.find((problem) => /unknown text key "[^"]*recommendedIntor"/.test(problem.message))?.file).toMatch(/recommendedplan\.json$/);
  });

  it('through the unit cache: the units that could not run are not kept, and run once the operator is mended', async () => {
    const dir = flowsCopy();
    const cacheDir = mkdtempSync(join(tmpdir(), 'unit-cache-'));
    cacheDirs.push(cacheDir);
    const options = () => ({ tables: true, analysisCache: memoryAnalysisCache(), unitCache: fileUnitCache(dir, cacheDir) });
    const clean = (await checkFlows([dir], undefined, options())).problems;
    misspell(dir);
    const broken = (await checkFlows([dir], undefined, options())).problems;
    expect(broken.some((problem) => problem.note === 'notRun')).toBe(true);
    mend(dir);
    const mended = (await checkFlows([dir], undefined, options())).problems;
    expect(mended).toEqual(clean);
  });
});
