/**
 * `npm run flows:tests -- --check --root <dir>` checks another copy of the
 * project (its flows/ and e2e/generated/), as the studio's e2e tasks do on
 * their temp copy after each save (studio/e2e/copyTools.ts): the copy as made
 * passes, and a case file missing from the copy, not from this repository,
 * is drift.
 */
import { execFile } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';
import { projectCopy } from '../studio/projectCopy.ts';

const run = promisify(execFile);
const intact = projectCopy();
const drifted = projectCopy();
rmSync(join(drifted.root, 'e2e/generated/decision-chatCheck.cases.json'));

afterAll(() => {
  intact.remove();
  drifted.remove();
});

/** The command's exit code and output (execFile rejects on a non-zero exit, with the same fields). */
async function flowsTests(...args: string[]): Promise<{ code: number; out: string }> {
  try {
    // The project's tsx, as `npm run flows:tests` runs it (npx would add its own start-up, some 0.5 s of CPU, to each of the three).
    const { stdout, stderr } = await run(repoPath('node_modules/.bin/tsx'), [repoPath('tools/flows-tests.ts'), ...args], { cwd: repoPath('.') });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

describe('flows:tests --root', () => {
  it('checks the copy it is given', { timeout: 180_000 }, async () => {
    const [good, bad, missing] = await Promise.all([
      flowsTests('--check', '--root', intact.root),
      flowsTests('--check', '--root', drifted.root),
      flowsTests('--check', '--root'),
    ]);
    expect(good).toMatchObject({ code: 0, out: expect.stringContaining('up to date') });
    expect(bad.code).toBe(1);
    expect(bad.out).toContain('e2e/generated/decision-chatCheck.cases.json');
    expect(missing).toMatchObject({ code: 2, out: expect.stringContaining('--root needs a folder') });
  });
});
