import { unlink } from 'node:fs/promises';
import type { DiscardAnswer } from '../shared/api.ts';
import { dirtyPaths, git, gitBytes } from './git.ts';
import { flowFilePath } from './paths.ts';

/** Writes a flow file whole (api.ts writeFlowFile: beside and renamed, so the watcher never reads half of it). */
export type WriteFlowFile = (path: string, text: string) => Promise<void>;

/** The file's bytes in the last commit, or null when the last commit has no such file. */
async function atHead(root: string, path: string): Promise<Buffer | null> {
  // "./": relative to the root, which may be a folder inside the repository (STUDIO_ROOT).
  const blob = `HEAD:./${path}`;
  try {
    await git(root, 'cat-file', '-e', blob);
  } catch {
    return null;
  }
  return gitBytes(root, 'cat-file', 'blob', blob);
}

/**
 * "Discard changes" of the Changes panel (studio/README.md "Changes"): one flow file back to what the last commit
 * holds, or removed when the last commit has none (a file new since). The path passes flowFilePath first, as a save's
 * does (issue 19 item 8: only .json under flows/, no traversal, no link out), so nothing else can be reset or
 * deleted; a file with no change is refused and left alone. The caller reads the file again and regenerates the cases.
 */
export async function discardChanges(root: string, path: string, write: WriteFlowFile): Promise<DiscardAnswer> {
  const absolute = flowFilePath(root, path);
  if (!(await dirtyPaths(root, path)).includes(path))
    return { status: 'refused', reason: `${path} has no changes since the last commit: there is nothing to discard.` };
  const committed = await atHead(root, path);
  if (committed === null) {
    await unlink(absolute);
    return { status: 'deleted', path };
  }
  await write(path, committed.toString('utf8'));
  return { status: 'restored', path };
}
