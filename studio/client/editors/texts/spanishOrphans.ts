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
 * index's, `englishKeys` every English key, `englishFiles` every English texts
 * file: an empty one's Spanish file is its twin, not a Spanish-only file, so
 * its keys are listed in its own editor only (they were also listed, as of a
 * file with no English file of its name, in the editor of another).
 */
export function spanishOrphans(
  path: string,
  spanishFiles: Readonly<Record<string, string>>,
  textKeys: Readonly<Record<string, string>>,
  englishKeys: ReadonlySet<string>,
  englishFiles: readonly string[],
): SpanishOrphan[] {
  const twin = spanishTextsFile(path);
  const byFile = new Map<string, string[]>();
  for (const [key, file] of Object.entries(textKeys)) byFile.set(file, [...(byFile.get(file) ?? []), key]);
  // A key is placed among the files that hold texts, as a table's new text is.
  const placed = [...byFile].map(([file, keys]) => ({ file, keys }));
  // The file being edited exists even before the texts index answers.
  const english = new Set([...englishFiles, ...byFile.keys(), path]);
  const twinless = (file: string): boolean => !english.has(file.replace(/^flows\/texts\/es\//, 'flows/texts/'));
  return Object.entries(spanishFiles)
    .filter(([key]) => !englishKeys.has(key))
    .map(([key, file]) => ({ key, file, spanishOnly: file !== twin && twinless(file) }))
    .filter((orphan) => orphan.file === twin || (orphan.spanishOnly && textsFileForKey(orphan.key, placed) === path));
}
