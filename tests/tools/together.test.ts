// @vitest-environment node
/**
 * tools/bin/together.mjs runs npm scripts side by side for `npm test` (README "Commands"): each script's output
 * whole and in the order given, whatever order they end in, and exit 1 when any failed, after all have ended.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';

const dir = mkdtempSync(join(tmpdir(), 'together-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
writeFileSync(
  join(dir, 'package.json'),
  JSON.stringify({
    name: 'together-fixture',
    private: true,
    scripts: {
      slow: 'node -e "setTimeout(() => console.log(\'slow done\'), 400)"',
      quick: 'node -e "console.log(\'quick done\')"',
      broken: 'node -e "console.error(\'broken says why\'); process.exit(3)"',
    },
  }),
);

function together(...scripts: string[]): { status: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [repoPath('tools/bin/together.mjs'), ...scripts], { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

describe('tools/bin/together.mjs', () => {
  it('prints each script whole, in the order given, and exits 0 when all passed', () => {
    const { status, stdout } = together('slow', 'quick');
    expect(status).toBe(0);
    expect(stdout.indexOf('slow done')).toBeGreaterThan(-1);
    expect(stdout.indexOf('slow done')).toBeLessThan(stdout.indexOf('quick done'));
    expect(stdout).toMatch(/> npm run slow {2}\(passed/);
  }, 30_000);

  it('exits 1 when one failed, after the others ended, naming it with its own words', () => {
    const { status, stdout, stderr } = together('broken', 'slow');
    expect(status).toBe(1);
    expect(stdout).toContain('broken says why');
    expect(stdout).toMatch(/> npm run broken {2}\(failed, exit 3/);
    expect(stdout).toContain('slow done');
    expect(stderr).toContain('Failed: broken');
  }, 30_000);
});
