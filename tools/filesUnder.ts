import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `path` (the path itself when it is a file) whose name ends with one of `endings`, or every file
 * when none are given; in a fixed order (names sorted at each level), so what is hashed from the list is stable
 * (flows:check's cache, tools/flowcheck/unitCache.ts). The one directory walk of the tools. It never enters
 * `node_modules` (tools/bench installs its own: flows:check's code fingerprint would read thousands of files), and
 * does not follow a link to a folder.
 */
export function filesUnder(path: string, endings: readonly string[] = []): string[] {
  const wanted = (file: string): boolean => endings.length === 0 || endings.some((ending) => file.endsWith(ending));
  if (!statSync(path).isDirectory()) return wanted(path) ? [path] : [];
  return readdirSync(path, { withFileTypes: true })
    .filter((entry) => entry.name !== 'node_modules')
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const child = join(path, entry.name);
      if (entry.isDirectory()) return filesUnder(child, endings);
      // A link is listed when it leads to a file; a link to a folder is not followed (nor read as a file).
      if (entry.isSymbolicLink() && !statSync(child, { throwIfNoEntry: false })?.isFile()) return [];
      return wanted(child) ? [child] : [];
    });
}
