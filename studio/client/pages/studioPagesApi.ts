import { apiBase, type SaveAnswer } from '../../shared/api.ts';
import type { PageTreeAnswer, PagesAnswer } from '../../shared/pages.ts';
import { studioApi } from '../api.ts';
import type { NewPagePlan } from './newPage.ts';
import type { PagesApi } from './PagesView.tsx';

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${apiBase}${path}`);
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `${response.status}`);
  return answer;
}

/** Why a save did not happen, in the analyst's words (the check's own messages); null when saved. */
function refusalOf(answer: SaveAnswer): string | null {
  if (answer.status === 'saved') return null;
  if (answer.status === 'conflict') return `${answer.path} changed on disk since it was read. Open it to see both versions.`;
  return answer.problems.map((problem) => `${problem.file} ${problem.pointer}: ${problem.message}`).join(' ') || `${answer.path} was not saved.`;
}

/** A flow file as on disk, or nothing yet: its data and the hash a save names. */
async function current(path: string): Promise<{ data: Record<string, unknown> | null; baseHash: string }> {
  try {
    const file = await studioApi.file(path);
    return { data: file.data as Record<string, unknown>, baseHash: file.hash };
  } catch {
    // A new file: nothing on disk yet, and the save names no earlier version.
    return { data: null, baseHash: '' };
  }
}

type Change = (data: Record<string, unknown> | null) => Record<string, unknown>;

/**
 * Changes one flow file, and its companions with it (checked and written together, e.g. a text and its
 * translation), through the studio's save path (checked like every save; never over a file changed on disk).
 */
async function saveFile(
  path: string,
  change: Change,
  onSaved: (answer: SaveAnswer) => void,
  companions: { path: string; change: Change }[] = [],
): Promise<string | null> {
  const { data, baseHash } = await current(path);
  const others = await Promise.all(
    companions.map(async (companion) => {
      const file = await current(companion.path);
      return { path: companion.path, draft: companion.change(file.data), baseHash: file.baseHash };
    }),
  );
  const answer = await studioApi.save({ path, draft: change(data), baseHash, ...(others.length > 0 ? { companions: others } : {}) });
  if (answer.status === 'saved') onSaved(answer);
  return refusalOf(answer);
}

const addTexts =
  (add: Record<string, string>): Change =>
  (data) => ({ ...data, texts: { ...((data?.texts as object) ?? {}), ...add } });

/**
 * The pages view's calls: its GET routes (studio/server/pages/editorRoutes.ts)
 * and writes through the studio's save path. `textFileOf` says which texts
 * file writes a key; `onSaved` tells the shell to reload.
 */
export function studioPagesApi(
  textFileOf: (key: string) => string | undefined,
  onSaved: (answer: SaveAnswer) => void,
): PagesApi & { createPage(plan: NewPagePlan): Promise<string | null> } {
  return {
    pages: () => get<PagesAnswer>('/pages'),
    pageTree: (journey, page) => get<PageTreeAnswer>(`/page-tree?journey=${encodeURIComponent(journey)}&page=${encodeURIComponent(page)}`),
    async saveText(key, text) {
      const path = textFileOf(key);
      if (!path) return `no texts file writes ${key}.`;
      return saveFile(path, addTexts({ [key]: text }), onSaved);
    },
    async createPage(plan) {
      // Texts first: the page refers to them, and a page naming a missing text is refused.
      const texts = await saveFile(plan.texts.path, addTexts(plan.texts.add), onSaved, [
        { path: plan.translation.path, change: addTexts(plan.translation.add) },
      ]);
      if (texts !== null) return texts;
      return saveFile(plan.page.path, () => plan.page.data, onSaved);
    },
  };
}
