import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Every file under `path` (the path itself when it is a file) whose name ends with one of `endings`, or every file
 * when none are given; in a fixed order (names sorted at each level), so what is hashed from the list is stable
 * (flows:check's cache, tools/flowcheck/unitCache.ts). The one directory walk of the tools.
 */
export function filesUnder(path: string, endings: readonly string[] = []): string[] {
  const wanted = (file: string): boolean => endings.length === 0 || endings.some((ending) => file.endsWith(ending));
  if (!statSync(path).isDirectory()) return wanted(path) ? [path] : [];
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => {
      const child = join(path, entry.name);
      return entry.isDirectory() ? filesUnder(child, endings) : wanted(child) ? [child] : [];
    });
}
