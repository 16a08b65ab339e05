import type { CompanionTexts } from '../editorSlot.ts';

/** The words a companion file's keys had on disk before a save wrote them (null: the key was not there). */
export type PriorTexts = CompanionTexts;

/** The companions so far with more added: one entry per file, the later text of a key winning. */
export function withCompanions(current: readonly CompanionTexts[], added: readonly CompanionTexts[]): CompanionTexts[] {
  const byPath = new Map(current.map((companion) => [companion.path, companion.texts]));
  for (const companion of added) byPath.set(companion.path, { ...byPath.get(companion.path), ...companion.texts });
  return [...byPath].map(([path, texts]) => ({ path, texts }));
}

/**
 * An earlier history step's companions once a save has written `prior`'s keys
 * (issue 19 item 7: undone with the draft). The step said nothing of a key it
 * left as it was on disk then; the disk now holds the saved words, so the step
 * is given the words from before the save, and an undo to it writes them back.
 * A key the step itself gave keeps the step's words.
 */
export function withPriorTexts(companions: readonly CompanionTexts[], prior: readonly PriorTexts[]): CompanionTexts[] {
  return withCompanions(prior, companions);
}
