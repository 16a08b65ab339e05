import { join } from 'node:path';
import { writeCasesElsewhere } from './cases/casesProcess.ts';
import type { Workspace } from './workspace.ts';

/** What runs after a valid save; returns the files it wrote (relative to the root). */
export type AfterSave = (workspace: Workspace) => Promise<string[]>;

/**
 * Issue 19 item 7: after a save the generated cases (`npm run flows:tests`,
 * e2e/generated/) are brought up to date from the flows now held, so the
 * analyst's change never leaves `flows:tests -- --check` failing. They are
 * written by a child process (cases/casesWorker.ts): the seconds it takes
 * never hold the dev server's thread, so the preview updates first (item 9).
 */
export const regenerateCases: AfterSave = async (workspace) => {
  const outDir = join(workspace.root, 'e2e/generated');
  const files = await writeCasesElsewhere({ flows: workspace.current().flows, manifest: workspace.manifest, flowsDir: workspace.flowsDir, outDir });
  return files.map((name) => `e2e/generated/${name}`);
};
