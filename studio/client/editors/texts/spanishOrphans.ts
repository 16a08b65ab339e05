import { spanishTextsFile, textsFileForKey } from './textKeys.ts';

/** A Spanish key no English text has, and the Spanish file that writes it. */
export interface SpanishOrphan {
  key: string;
  file: string;
  /** The file is no twin: no English texts file has its name (flows/texts/es/promo.json, no flows/texts/promo.json). */
  spanishOnly: boolean;
}

/**
 * The Spanish keys with no English text that the editor of the English texts
 * file `path` lists (docs/requirements.md "Languages": every key in both
 * languages), so that each is listed in one English file: those its twin
 * writes, and those of a Spanish file with no English file of its name, in
 * the English file the key's English text would go in (textsFileForKey, the
 * rule a table's new text is placed by). Before, the second kind was listed
 * in no English file at all. `spanishFiles` (key -> Spanish file) is the
 * context's translationFiles.es, `textKeys` (key -> English file) the texts
 * index's, `englishKeys` every English key.
 */
export function spanishOrphans(
  path: string,
  spanishFiles: Readonly<Record<string, string>>,
  textKeys: Readonly<Record<string, string>>,
  englishKeys: ReadonlySet<string>,
): SpanishOrphan[] {
  const twin = spanishTextsFile(path);
  const byFile = new Map<string, string[]>();
  for (const [key, file] of Object.entries(textKeys)) byFile.set(file, [...(byFile.get(file) ?? []), key]);
  const englishFiles = [...byFile].map(([file, keys]) => ({ file, keys }));
  const twinless = (file: string): boolean => !byFile.has(file.replace(/^flows\/texts\/es\//, 'flows/texts/'));
  return Object.entries(spanishFiles)
    .filter(([key]) => !englishKeys.has(key))
    .map(([key, file]) => ({ key, file, spanishOnly: file !== twin && twinless(file) }))
    .filter((orphan) => orphan.file === twin || (orphan.spanishOnly && textsFileForKey(orphan.key, englishFiles) === path));
}
