/**
 * Issue 21 item 8: every command of the README's command table works on a
 * fresh clone. Each `npm run X` (and `npm start` / `npm test`) must be a script
 * of package.json, and every repository file a script or the table names
 * (`tools/flows-check.ts`, `tools/shots/playwright.shots.config.ts`,
 * `.ci/run`...) must be tracked by git: an ignored file works on the machine
 * that wrote it and nowhere else (a `shots/` line in .gitignore once hid
 * tools/shots/).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { repoPath } from '../../tools/repoPath.ts';

const readme = readFileSync(repoPath('README.md'), 'utf8');
const scripts = (JSON.parse(readFileSync(repoPath('package.json'), 'utf8')) as { scripts: Record<string, string> }).scripts;

/** The first column of the table under "## Commands". */
function commandCells(): string[] {
  const section = readme.split(/^## Commands$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((line) => line.split(/(?<!\\)\|/)[1] ?? '');
}

/** Script names a cell runs: `npm run x`, `npm start`, `npm test`. */
function scriptNames(cell: string): string[] {
  const names = [...cell.matchAll(/npm run ([\w:-]+)/g)].map((match) => match[1] as string);
  if (/\bnpm start\b/.test(cell)) names.push('start');
  if (/\bnpm test\b/.test(cell)) names.push('test');
  return names;
}

/** Repository paths a command line names (`tools/x.ts`, `-c tools/shots/y.ts`, `.ci/run`). */
function pathsIn(command: string): string[] {
  return command.split(/[\s`'"=]+/).filter((word) => /^\.?[\w-]+\/[\w./-]*[\w]$/.test(word) && !word.includes('://') && !word.startsWith('dist'));
}

function tracked(path: string): boolean {
  try {
    execFileSync('git', ['ls-files', '--error-unmatch', path], { cwd: repoPath('.'), stdio: 'pipe' });
    return true;
  } catch {
    return false;
  }
}

const cells = commandCells();

describe('README commands work on a fresh clone', () => {
  it('finds the command table', () => {
    expect(cells.length).toBeGreaterThan(10);
  });

  it.each(cells.flatMap((cell) => scriptNames(cell).map((name) => [name, cell] as const)))('npm run %s is a script of package.json', (name) => {
    expect(Object.keys(scripts)).toContain(name);
  });

  const named = [
    ...new Set([
      ...cells.flatMap((cell) => scriptNames(cell)).flatMap((name) => pathsIn(scripts[name] ?? '')),
      ...cells.flatMap((cell) => [...cell.matchAll(/`bash ([^`]+)`/g)].map((match) => (match[1] as string).trim())),
    ]),
  ];

  it('names files to check (the shots config, the flows tools, .ci/run)', () => {
    expect(named).toEqual(expect.arrayContaining(['tools/shots/playwright.shots.config.ts', 'tools/flows-check.ts', '.ci/run']));
  });

  it.each(named)('%s is tracked by git', (path) => {
    expect(tracked(path), `${path} is named by a README command but is not in git (check .gitignore)`).toBe(true);
  });
});
