import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { checkFlows } from '../../tools/flowcheck/checkFlows.ts';
import type { CheckOptions } from '../../tools/flowcheck/checkScope.ts';
import { formatProblem } from '../../tools/flowcheck/problem.ts';
import { repoPath } from '../../tools/repoPath.ts';

const dirs: string[] = [];

/** A copy of all of flows/ in a temp dir, to break on purpose the way an analyst might. */
export function flowsCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'flows-'));
  dirs.push(dir);
  cpSync(repoPath('flows'), dir, { recursive: true });
  return dir;
}

export function removeFlowsCopies(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

/** Edits one file of a copy as text. */
export function editText(dir: string, file: string, change: (text: string) => string): void {
  const path = join(dir, file);
  const before = readFileSync(path, 'utf8');
  const after = change(before);
  if (after === before) throw new Error(`edit of ${file} changed nothing: the test no longer matches the flows`);
  writeFileSync(path, after);
}

/** Edits one file of a copy as data (written back pretty-printed). */
export function editJson<T = Record<string, unknown>>(dir: string, file: string, change: (data: T) => void): void {
  editText(dir, file, (text) => {
    const data = JSON.parse(text) as T;
    change(data);
    return `${JSON.stringify(data, null, 2)}\n`;
  });
}

/** Problems as printed, with the temp dir stripped so they read `journeys/x.json:3:4  /pointer  message`. */
export async function problemsOf(targets: string[], options?: CheckOptions): Promise<string[]> {
  const { problems } = await checkFlows(targets, undefined, options);
  return problems.map((problem) => formatProblem({ ...problem, file: problem.file.replace(/.*flows-[^/]+\//, '') }));
}
