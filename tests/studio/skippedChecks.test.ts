/**
 * flows:check's closing note "checks of names, values and examples were
 * skipped …" (tools/flowcheck/checkScope.ts skippedNote) is a line for the
 * command line: it took the first problem's place, so the studio showed it at
 * that field (a table row's id). The studio says it once, in the check's
 * status (CheckAnswer.skipped), never as a problem of a place; the command
 * line still prints it last.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { formatProblem } from '../../tools/flowcheck/problem.ts';
import { repoPath } from '../../tools/repoPath.ts';
import { skippedChecks, skippedChecksWords, studioProblems, Workspace } from '../../studio/server/workspace.ts';

const root = mkdtempSync(join(tmpdir(), 'studio-skipped-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const path = 'flows/decisions/device-type.json';
// The real table with its first row's id one the schema refuses: the checks that need the table's names are skipped.
const real = JSON.parse(readFileSync(repoPath(path), 'utf8')) as { rows: { id: string }[] };
const table = { ...real, rows: real.rows.map((row, index) => (index === 0 ? { ...row, id: 'not an id!' } : row)) };
mkdirSync(join(root, 'flows/decisions'), { recursive: true });
writeFileSync(join(root, path), `${JSON.stringify(table, null, 2)}\n`);

it("keeps flows:check's skipped note out of the studio's problems and says it once as the status", async () => {
  const workspace = new Workspace(root);
  await workspace.load();
  const result = workspace.check(path, { data: table });
  // The command line: the note is still its closing line, in its words.
  const printed = result.problems.map(formatProblem);
  expect(printed.at(-1)).toMatch(/checks of names, values and examples were skipped because flows\/decisions\/device-type\.json failed/);
  expect(printed.length).toBeGreaterThan(1);

  const problems = studioProblems(result);
  expect(problems.length).toBe(result.problems.length - 1);
  expect(problems.some((problem) => problem.pointer.startsWith('/rows/0'))).toBe(true);
  expect(problems.filter((problem) => /were skipped/.test(problem.message))).toEqual([]);
  expect(skippedChecks(result)).toEqual({ skipped: skippedChecksWords });

  // A draft that passes the schema: nothing skipped, nothing said.
  const fixed = workspace.check(path, { data: real });
  expect(skippedChecks(fixed)).toEqual({});
});
