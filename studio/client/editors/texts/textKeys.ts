import { translationProblem } from '../../../../tools/flowcheck/translationWords.ts';

/** schemas/texts.schema.json propertyNames: an area, a dot, then words (common.goBack, sales.cart.heading). */
const keyShape = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;

/** The {name} placeholders of a text, in order, each once (src/engine/resolveValue.ts fillText fills them). */
export function textParams(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([a-zA-Z0-9]+)\}/g)].map((match) => match[1] as string))];
}

/**
 * Why a new key cannot be added; null when it can. A key is written once in all
 * of flows/texts/: the runtime would keep one of two silently, so the second is refused.
 */
export function newKeyProblem(key: string, path: string, ownKeys: readonly string[], allKeys: Readonly<Record<string, string>>): string | null {
  if (key === '') return 'Enter a key such as sales.cart.heading.';
  if (!keyShape.test(key)) return `"${key}" is not a text key: write an area and a name joined by dots, letters and digits only, e.g. sales.cart.heading.`;
  if (ownKeys.includes(key)) return `"${key}" is already written in this file. Each key is written once: edit that text instead.`;
  const elsewhere = allKeys[key];
  if (elsewhere !== undefined && elsewhere !== path)
    return `"${key}" is already written in ${elsewhere}. Each key is written once in flows/texts/: edit it there, or choose another key.`;
  return null;
}

/** An English texts file (flows/texts/<name>.json), whose keys every language must also say; not a translation under flows/texts/<lang>/. */
export const isEnglishTextsFile = (path: string): boolean => /^flows\/texts\/[^/]+\.json$/.test(path);

/** A Spanish texts file (flows/texts/es/<name>.json): its words are a translation of the English texts. */
export const isSpanishTextsFile = (path: string): boolean => /^flows\/texts\/es\/[^/]+\.json$/.test(path);

/** The Spanish twin of an English texts file: flows/texts/sales.json -> flows/texts/es/sales.json (tools/flowcheck/translationCheck.ts). */
export function spanishTextsFile(englishFile: string): string {
  return englishFile.replace(/^flows\/texts\//, 'flows/texts/es/');
}

/**
 * The English texts file a key goes in: the file that holds it, else the one whose keys share its longest dotted prefix
 * (savings.x -> texts/savings.json), else common.json. A table's new text is placed so, and a Spanish key with no
 * English text and no English file of its Spanish file's name is listed in that file's editor (spanishOrphans.ts).
 */
export function textsFileForKey(key: string, files: readonly { file: string; keys: string[] }[]): string | undefined {
  const holder = files.find((entry) => entry.keys.includes(key));
  if (holder) return holder.file;
  const shared = (other: string): number => {
    const a = key.split('.');
    const b = other.split('.');
    let count = 0;
    while (count < a.length - 1 && a[count] === b[count]) count += 1;
    return count;
  };
  let best: { file: string; score: number } | undefined;
  for (const entry of files) {
    const score = Math.max(0, ...entry.keys.map(shared));
    if (!best || score > best.score) best = { file: entry.file, score };
  }
  return best && best.score > 0 ? best.file : (files.find((entry) => entry.file.endsWith('/common.json'))?.file ?? files[0]?.file);
}

/**
 * Where the Spanish words of `key` (written in English in `englishFile`) are saved: the Spanish file that writes it
 * (`spanishFiles`, the context's translationFiles.es) when one does, another file than the twin being possible
 * (flows:check only asks that each key be written once), else the twin, where new words go.
 */
export function spanishFileFor(key: string, englishFile: string, spanishFiles: Readonly<Record<string, string>>): string {
  return spanishFiles[key] ?? spanishTextsFile(englishFile);
}

/**
 * The Spanish words of texts written in English in `englishFile`, by the Spanish file each goes to (spanishFileFor):
 * what a save writes beside the English. A key another Spanish file already holds gets its words there, not a second
 * copy in the twin, which flows:check refuses (each key is written once, docs/requirements.md "Languages").
 */
export function spanishWrites(
  words: Readonly<Record<string, string>>,
  englishFile: string,
  spanishFiles: Readonly<Record<string, string>>,
): { path: string; add: Record<string, string> }[] {
  const byFile = new Map<string, Record<string, string>>();
  for (const [key, text] of Object.entries(words)) {
    const path = spanishFileFor(key, englishFile, spanishFiles);
    byFile.set(path, { ...byFile.get(path), [key]: text });
  }
  return [...byFile].map(([path, add]) => ({ path, add }));
}

/**
 * Why Spanish words of `key` cannot stand beside the English texts `english`
 * (key -> words); null when they can. Every text has both languages
 * (docs/requirements.md "Languages"); no words at all, a key no English text
 * has and a placeholder the Spanish adds or drops are refused in flows:check's own
 * words (tools/flowcheck/translationWords.ts), so the field and the command
 * never disagree.
 */
export function spanishTextProblem(key: string, english: Readonly<Record<string, string>>, spanish: string): string | null {
  return translationProblem(key, 'es', english, spanish);
}
