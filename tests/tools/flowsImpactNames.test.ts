/**
 * `npm run flows:impact -- <name>` names what `name` is in the real flows; a name every object inherits
 * ("constructor") is none of them, and is refused as unknown instead of being reported as a switch with no uses.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';

const run = promisify(execFile);

/** The command's exit code and output (execFile rejects on a non-zero exit, with the same fields). */
async function flowsImpact(name: string): Promise<{ code: number; out: string }> {
  try {
    // The project's tsx, as `npm run flows:impact` runs it (npx would add its own start-up to each run).
    const { stdout, stderr } = await run(repoPath('node_modules/.bin/tsx'), [repoPath('tools/flows-impact.ts'), name], { cwd: repoPath('.') });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: failed.stdout + failed.stderr };
  }
}

it('refuses "constructor" as no switch, list, text key, setting, table or fragment, and still finds a setting', { timeout: 120_000 }, async () => {
  const [inherited, setting] = await Promise.all([flowsImpact('constructor'), flowsImpact('pageTagDelayMs')]);
  expect(setting).toMatchObject({ code: 0, out: expect.stringMatching(/^setting pageTagDelayMs\n/) });
  expect(inherited).toEqual({
    code: 2,
    out: 'flows:impact: "constructor" is no switch, list, text key, setting, table or fragment.\n',
  });
});
