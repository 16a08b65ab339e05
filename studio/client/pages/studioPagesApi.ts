import { apiBase, type SaveAnswer } from '../../shared/api.ts';
import type { PageTreeAnswer, PagesAnswer } from '../../shared/pages.ts';
import { addTexts, saveFile } from '../fileSaving.ts';
import type { NewPagePlan } from './newPage.ts';
import type { PagesApi } from './PagesView.tsx';

async function get<T>(path: string): Promise<T> {
  const response = await fetch(`${apiBase}${path}`);
  const answer = (await response.json()) as T & { error?: string };
  if (!response.ok) throw new Error(answer.error ?? `${response.status}`);
  return answer;
}

/**
 * The pages view's calls: its GET routes (studio/server/pages/editorRoutes.ts)
 * and a new page's writes through the studio's save path (a text's words are
 * the draft's, PageSlotEditor); `onSaved` tells the shell to reload.
 */
export function studioPagesApi(onSaved: (answer: SaveAnswer) => void): PagesApi & { createPage(plan: NewPagePlan): Promise<string | null> } {
  return {
    pages: () => get<PagesAnswer>('/pages'),
    pageTree: (journey, page) => get<PageTreeAnswer>(`/page-tree?journey=${encodeURIComponent(journey)}&page=${encodeURIComponent(page)}`),
    async createPage(plan) {
      // Texts first: the page refers to them, and a page naming a missing text is refused.
      const texts = await saveFile(
        plan.texts.path,
        addTexts(plan.texts.add),
        onSaved,
        plan.translations.map((translation) => ({ path: translation.path, change: addTexts(translation.add) })),
      );
      if (texts !== null) return texts;
      return saveFile(plan.page.path, () => plan.page.data, onSaved);
    },
  };
}
