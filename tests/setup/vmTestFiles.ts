/**
 * The unit test files Vitest runs in its VM pool (vite.config.ts, project `jsdom`): those whose first lines say
 * `// @vitest-environment jsdom`, unless one also says `// @vitest-pool forks`. The pool only changes how a file is
 * started, not its environment: a file left out here runs in jsdom all the same, in a process of its own.
 *
 * `// @vitest-pool forks` is for a file that loads axios's Node build (the app's real HTTP transport): on Node 20 the
 * VM pool resolves a require() to an ES module (form-data -> get-intrinsic -> async-function's "module-sync" export)
 * and fails with "Cannot use import statement outside a module" (Vitest's own fix needs Node 22.12).
 */
import { readFileSync, readdirSync } from 'node:fs';
import { repoPath } from '../../tools/repoPath.ts';

const testFile = /\.test\.tsx?$/;
const jsdomLine = /^\/\/ @vitest-environment jsdom\s*$/m;
const forksLine = /^\/\/ @vitest-pool forks\b/m;

/** The VM pool's test files under the repository's `folders`, as repository paths (`tests/app/x.test.tsx`). */
export function vmTestFiles(folders: string[]): string[] {
  return folders.flatMap((folder) =>
    readdirSync(repoPath(folder), { recursive: true, encoding: 'utf8' })
      .filter((file) => testFile.test(file))
      .map((file) => `${folder}/${file.split('\\').join('/')}`)
      .filter((file) => {
        const text = readFileSync(repoPath(file), 'utf8');
        return jsdomLine.test(text) && !forksLine.test(text);
      }),
  );
}
