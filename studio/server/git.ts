import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** Runs git in the project folder (never a shell: arguments are passed as they are). */
export async function git(root: string, ...args: string[]): Promise<string> {
  const { stdout } = await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' });
  return stdout.toString('utf8');
}

/** The same, with bytes out (git archive). */
export async function gitBytes(root: string, ...args: string[]): Promise<Buffer> {
  const { stdout } = await run('git', args, { cwd: root, maxBuffer: 64 * 1024 * 1024, encoding: 'buffer' });
  return stdout;
}

/** A path that differs from HEAD or is untracked, and whether HEAD has it at all (git status's "??" or "A"). */
export interface DirtyPath {
  path: string;
  newSinceHead: boolean;
}

/** Paths that differ from HEAD or are untracked (not ignored), relative to the root, with whether each is new. */
export async function dirtyEntries(root: string, ...paths: string[]): Promise<DirtyPath[]> {
  const out = await git(root, 'status', '--porcelain=v1', '-z', '--untracked-files=all', ...(paths.length ? ['--', ...paths] : []));
  const entries = out.split('\0').filter(Boolean);
  const dirty: DirtyPath[] = [];
  for (let index = 0; index < entries.length; index += 1) {
    const entry = entries[index] as string;
    dirty.push({ path: entry.slice(3), newSinceHead: entry.startsWith('??') || entry[0] === 'A' });
    // A rename or copy is followed by its source path.
    if (entry[0] === 'R' || entry[0] === 'C') index += 1;
  }
  return dirty;
}

/** Paths that differ from HEAD or are untracked (not ignored), relative to the root. */
export async function dirtyPaths(root: string, ...paths: string[]): Promise<string[]> {
  return (await dirtyEntries(root, ...paths)).map((entry) => entry.path);
}
