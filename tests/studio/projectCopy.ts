import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoPath } from '../../tools/repoPath.ts';

/** The parts of the project the studio reads and writes, copied so a test never changes the real flows/. */
const copied = ['flows', 'schemas', 'e2e/generated', '.prettierrc.json', '.prettierignore'];

/**
 * A temp copy of the project's flows, schemas and generated cases, committed
 * in a fresh git repository (the studio's changes panel diffs and commits
 * there). The studio's server runs on it with `root` (Vitest) or STUDIO_ROOT (Playwright).
 */
export function projectCopy(): { root: string; remove: () => void } {
  const root = mkdtempSync(join(tmpdir(), 'studio-project-'));
  for (const part of copied) cpSync(repoPath(part), join(root, part), { recursive: true });
  const git = (...args: string[]): void => void execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  git('init', '-q', '-b', 'main');
  git('config', 'user.name', 'studio test');
  git('config', 'user.email', 'studio@test.invalid');
  git('add', '-A');
  git('commit', '-q', '-m', 'flows as copied');
  return { root, remove: () => rmSync(root, { recursive: true, force: true }) };
}
