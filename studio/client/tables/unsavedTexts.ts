import type { CompanionTexts } from '../editorSlot.ts';

/**
 * The `saved` texts (key -> words) with those the table's draft gives the files `picked` names (a null: the key is
 * taken out): the words a row's text field used and the table's Save has not written yet, shown in the grid and the
 * field until then, and gone with an Undo (studio/README.md "Editor slot", `companions`).
 */
export function withUnsavedTexts(
  saved: Readonly<Record<string, string>> | undefined,
  unsaved: readonly CompanionTexts[],
  picked: (path: string) => boolean,
): Record<string, string> {
  const texts: Record<string, string> = { ...saved };
  for (const companion of unsaved.filter((each) => picked(each.path)))
    for (const [key, words] of Object.entries(companion.texts)) {
      if (words === null) delete texts[key];
      else texts[key] = words;
    }
  return texts;
}
