import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';

/** Playwright global teardown: the temp copy the studio edited goes away (only a copy under the temp folder). */
export default function removeCopy(): void {
  const root = process.env.STUDIO_ROOT;
  if (root?.startsWith(tmpdir()) && root.includes('studio-project-')) rmSync(root, { recursive: true, force: true });
}
