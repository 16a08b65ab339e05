import { didYouMean } from './suggest.ts';

/**
 * What flows:check says about a translated text (docs/requirements.md
 * "Languages", issue 23 item 7), apart from where it says it: the command
 * (translationCheck.ts) and the studio's Spanish field (the texts editor)
 * refuse the same text in the same words. No Node import: the studio's
 * browser code reads it too.
 */

/** The {name} placeholders of a text, sorted: what the page fills from the reference's params (src/engine/resolveValue.ts). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([a-zA-Z0-9]+)\}/g)].map((match) => match[1] as string))].sort();
}

const listed = (names: readonly string[]): string => (names.length > 0 ? names.map((name) => `{${name}}`).join(', ') : 'no placeholders');
const has = (names: readonly string[]): string => (names.length > 0 ? `the placeholders ${listed(names)}` : 'no placeholders');

/** An English text the language does not say; `file` is where its words go (flows/texts/<language>/<the English file's name>). */
export const missingTranslation = (key: string, language: string, file: string): string =>
  `text "${key}" has no "${language}" translation. Fix: add "${key}" to ${file} (a file with "locale": "${language}").`;

/** Whether `message` is missingTranslation's for `key` (the studio says it once, at the Spanish field). */
export const isMissingTranslation = (message: string, key: string, language: string): boolean =>
  message.startsWith(`text "${key}" has no "${language}" translation.`);

/** The languages' names as an analyst reads them. */
const languageNames: Readonly<Record<string, string>> = { es: 'Spanish' };

/**
 * A translation with no words (empty, or blanks only): the page would show nothing in that language. Refused by
 * flows:check and by the studio's fields alike (README "In the flow studio", texts): an empty translation is a
 * text not translated yet, not a translation.
 */
export function emptyTranslation(key: string, language: string, translated: string): string | null {
  if (translated.trim() !== '') return null;
  return `the "${language}" text of "${key}" is empty: every text has both languages, and the page would show nothing in ${languageNames[language] ?? `"${language}"`}. Fix: write its words in ${languageNames[language] ?? `"${language}"`}.`;
}

/** A translation whose {placeholders} differ from the English (the page fills the English ones); null when they are the same. */
export function placeholderMismatch(key: string, language: string, english: string, translated: string): string | null {
  const want = placeholdersOf(english);
  const have = placeholdersOf(translated);
  if (want.join() === have.join()) return null;
  return `the "${language}" text of "${key}" has ${has(have)} but the English has ${has(want)}: the page fills the English ones. Fix: use ${want.length > 0 ? `exactly ${listed(want)}` : 'no placeholders'} in the translation.`;
}

/** A translated key no English text has (a typo, or a text English dropped); null when English has it. */
export function unknownTranslationKey(key: string, language: string, englishKeys: readonly string[]): string | null {
  if (englishKeys.includes(key)) return null;
  return `"${language}" text "${key}" has no English text.${didYouMean(key, englishKeys)} Fix: correct the key, add the English text to a file in flows/texts/, or remove it here.`;
}

/** Why a translation of `key` cannot stand beside the English texts, in flows:check's words; null when it can. */
export function translationProblem(key: string, language: string, english: Readonly<Record<string, string>>, translated: string): string | null {
  const source = english[key];
  if (source === undefined) return unknownTranslationKey(key, language, Object.keys(english));
  return emptyTranslation(key, language, translated) ?? placeholderMismatch(key, language, source, translated);
}
