import type { SaveAnswer } from '../shared/api.ts';
import { studioApi } from './api.ts';

/** A change to one flow file's data as on disk (null: no such file yet). */
export type FileChange = (data: Record<string, unknown> | null) => Record<string, unknown>;

/** A flow file as on disk, or nothing yet: its data and the hash a save names. */
export async function currentFile(path: string): Promise<{ data: Record<string, unknown> | null; baseHash: string }> {
  try {
    const file = await studioApi.file(path);
    return { data: file.data as Record<string, unknown>, baseHash: file.hash };
  } catch {
    // A new file: nothing on disk yet, and the save names no earlier version.
    return { data: null, baseHash: '' };
  }
}

/** Texts added to (or replaced in) a texts file's `texts`; a key given null is taken out. */
export const addTexts =
  (add: Readonly<Record<string, string | null>>): FileChange =>
  (data) => {
    const texts: Record<string, string> = { ...((data?.texts as Record<string, string>) ?? {}) };
    for (const [key, text] of Object.entries(add)) {
      if (text === null) delete texts[key];
      else texts[key] = text;
    }
    return { ...data, texts };
  };

/** Why a save did not happen, in the analyst's words (the check's own messages); null when saved. */
export function refusalOf(answer: SaveAnswer): string | null {
  if (answer.status === 'saved') return null;
  if (answer.status === 'conflict') return `${answer.path} changed on disk since it was read. Open it to see both versions.`;
  return answer.problems.map((problem) => `${problem.file} ${problem.pointer}: ${problem.message}`).join(' ') || `${answer.path} was not saved.`;
}

/** Each companion change applied to its file as on disk now, with the hash the save names. */
export async function companionDrafts(
  companions: readonly { path: string; change: FileChange }[],
): Promise<{ path: string; draft: unknown; baseHash: string }[]> {
  return Promise.all(
    companions.map(async (companion) => {
      const file = await currentFile(companion.path);
      return { path: companion.path, draft: companion.change(file.data), baseHash: file.baseHash };
    }),
  );
}

/**
 * Changes one flow file, and its companions with it (checked and written
 * together, e.g. a new text and its Spanish translation, which flows:check
 * accepts only as a pair), through the studio's save path: checked like every
 * save, never over a file changed on disk. Null when saved, else why not.
 */
export async function saveFile(
  path: string,
  change: FileChange,
  onSaved: (answer: SaveAnswer) => void,
  companions: readonly { path: string; change: FileChange }[] = [],
): Promise<string | null> {
  const { data, baseHash } = await currentFile(path);
  const others = await companionDrafts(companions);
  const answer = await studioApi.save({ path, draft: change(data), baseHash, ...(others.length > 0 ? { companions: others } : {}) });
  if (answer.status === 'saved') onSaved(answer);
  return refusalOf(answer);
}
