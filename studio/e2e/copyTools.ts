import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { expect, type Page } from '@playwright/test';
import { studioRoot } from './studioPage';

const run = promisify(execFile);
const repository = fileURLToPath(new URL('../..', import.meta.url));

/** Runs an npm script of this repository and gives its exit code and output (execFile rejects on a non-zero exit). */
async function npmRun(script: string, ...args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await run('npm', ['run', '--silent', script, '--', ...args], { cwd: repository });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, out: `${failed.stdout}${failed.stderr}` };
  }
}

/**
 * After a save, the commands themselves on the copy the studio edited:
 * `npm run flows:check -- <copy>/flows` and `npm run flows:tests -- --check
 * --root <copy>` both exit 0 (once GET /generated says the studio has brought
 * the copy's generated cases up to date).
 */
export async function expectToolsGreen(page: Page): Promise<void> {
  expect((await page.request.get('/__studio/api/generated')).ok()).toBe(true);
  const [check, cases] = await Promise.all([npmRun('flows:check', join(studioRoot(), 'flows')), npmRun('flows:tests', '--check', '--root', studioRoot())]);
  expect(check, check.out).toMatchObject({ code: 0 });
  expect(cases, cases.out).toMatchObject({ code: 0 });
}
