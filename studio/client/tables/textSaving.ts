import { studioApi } from '../api.ts';
import { isEnglishTextsFile, spanishFileFor, textsFileForKey } from '../editors/texts/textKeys.ts';
import type { CompanionTexts } from '../editorSlot.ts';
import type { NavItem } from '../../shared/api.ts';

/** Every English texts file and the keys it holds, from the navigator's items. */
function textsFiles(items: readonly NavItem[]): { file: string; keys: string[] }[] {
  const files = new Map<string, string[]>();
  const visit = (item: NavItem): void => {
    if (item.kind === 'texts') {
      const keys = files.get(item.file) ?? [];
      if (item.pointer !== '') keys.push(item.name);
      files.set(item.file, keys);
    }
    item.children?.forEach(visit);
  };
  items.forEach(visit);
  // The English texts only (flows/texts/*.json): translations (flows/texts/<lang>/) follow them and are edited apart.
  return [...files].filter(([file]) => isEnglishTextsFile(file)).map(([file, keys]) => ({ file, keys }));
}

/**
 * What the table's draft gives the texts files for `key` (issue 19 item 3): its
 * English words (when given) in the texts file that holds the key, else the one
 * whose keys share its prefix; its Spanish words (a new key, or Spanish words
 * changed) where the texts editor and the pages view write them (spanishFileFor:
 * the Spanish file that holds the key, else the twin), since flows:check refuses
 * an English text without them and a second copy of a key in the twin
 * (docs/requirements.md "Languages"). `spanishFiles` is the context's
 * translationFiles.es. Checked and saved with the table (useTextKeeping); a
 * string says why no file can take the text.
 */
export async function textCompanions(
  key: string,
  text: string | undefined,
  spanish: string | undefined,
  spanishFiles: Readonly<Record<string, string>>,
): Promise<CompanionTexts[] | string> {
  const file = textsFileForKey(key, textsFiles((await studioApi.items()).items));
  if (!file) return 'No texts file to write the text in.';
  return [
    ...(text === undefined ? [] : [{ path: file, texts: { [key]: text } }]),
    ...(spanish === undefined ? [] : [{ path: spanishFileFor(key, file, spanishFiles), texts: { [key]: spanish } }]),
  ];
}
