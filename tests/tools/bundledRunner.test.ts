// @vitest-environment node
/**
 * `npm run flows:check` runs from a bundle of its code (tools/bin/bundled.mjs, issue 20 item 4): it must say exactly
 * what the same tool says through tsx, exit with the same code, and take its arguments the same way.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';

function run(args: string[]): { code: number; out: string } {
  try {
    return { code: 0, out: execFileSync(process.execPath, args, { cwd: repoPath('.'), encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }) };
  } catch (error) {
    const failed = error as { status: number; stdout: string; stderr: string };
    return { code: failed.status, out: `${failed.stdout}${failed.stderr}` };
  }
}

describe('tools/bin/bundled.mjs', () => {
  it('checks a folder as the tool run through tsx does: the same lines, the same exit code', () => {
    const dir = mkdtempSync(join(tmpdir(), 'bundled-flows-'));
    writeFileSync(join(dir, 'lists.json'), '{\n  "$schema": "../../schemas/lists.schema.json",\n  "lists": { "x": { "items": [1,] } }\n}\n');
    const bundled = run(['tools/bin/bundled.mjs', 'tools/flows-check.ts', dir]);
    const throughTsx = run(['--import', 'tsx', 'tools/flows-check.ts', dir]);
    expect(bundled.code).toBe(1);
    expect(bundled.out).toContain('lists.json:3:');
    expect(bundled).toEqual(throughTsx);
  }, 60_000);

  it('says how to use it when no tool is named, or one below the top of tools/ (it would find the wrong repository root)', () => {
    const usage = { code: 2, out: 'usage: node tools/bin/bundled.mjs tools/<tool>.ts [args...]\n' };
    expect(run(['tools/bin/bundled.mjs'])).toEqual(usage);
    expect(run(['tools/bin/bundled.mjs', 'tools/flowcheck/checkFlows.ts'])).toEqual(usage);
  });
});
