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
 * The companions without the texts of `keys` (a table row's text whose row was deleted, or whose key changed, before
 * Save): those keys are written to no file by this draft; a file left with no text goes from the list.
 */
export function withoutTexts(current: readonly CompanionTexts[], keys: readonly string[]): readonly CompanionTexts[] {
  if (keys.length === 0) return current;
  return current
    .map((companion) => ({ path: companion.path, texts: Object.fromEntries(Object.entries(companion.texts).filter(([key]) => !keys.includes(key))) }))
    .filter((companion) => Object.keys(companion.texts).length > 0);
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
