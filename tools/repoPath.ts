import { fileURLToPath } from 'node:url';
import { resolve } from 'node:path';

const root = resolve(fileURLToPath(new URL('.', import.meta.url)), '..');

/** Absolute path of a repo-relative path, wherever the tool is started from. */
export function repoPath(relativePath: string): string {
  return resolve(root, relativePath);
}
