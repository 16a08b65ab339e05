import { join } from 'node:path';
import { compareCases, writeCases } from '../../tools/qa/testgen/syncCases.ts';
import type { Workspace } from './workspace.ts';

/** What runs after a valid save; returns the files it wrote (relative to the root). */
export type AfterSave = (workspace: Workspace) => Promise<string[]>;

/**
 * Issue 19 item 7: after a save the generated cases (`npm run flows:tests`,
 * e2e/generated/) are brought up to date from the flows now held, so the
 * analyst's change never leaves `flows:tests -- --check` failing.
 */
export const regenerateCases: AfterSave = async (workspace) => {
  const outDir = join(workspace.root, 'e2e/generated');
  const sync = await compareCases(workspace.current().flows, workspace.manifest, workspace.flowsDir, outDir);
  return writeCases(outDir, sync).map((name) => `e2e/generated/${name}`);
};
