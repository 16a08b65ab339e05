import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

// From the string form of import.meta.url: jsdom test environments replace the global URL class.
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Absolute path of a repo-relative path, wherever the tool is started from. */
export function repoPath(relativePath: string): string {
  return resolve(root, relativePath);
}
