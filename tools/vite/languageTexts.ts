import type { FlowSet } from '../../src/model/flowSet.ts';
import { sourceLanguage, translatedLanguages, type Language } from '../../src/model/language.ts';

/**
 * Texts travel in the shopper's language only (issue 23 item 7): the
 * start-up bundle carries the English texts that start-up reads; a Spanish
 * shopper fetches their Spanish copy (`virtual:storeflow/texts/es`) before the
 * first render, and every journey's texts are a chunk per language
 * (`virtual:storeflow/texts/<language>/<journey>`) fetched beside the journey.
 * An English shopper never downloads a Spanish word, and a Spanish one gets
 * no English journey texts.
 */
export const textsPrefix = 'virtual:storeflow/texts/';

/** The keys in a language: flows:check has proved every language has every key (translationCheck.ts). */
export function textsIn(flows: FlowSet, language: Language, keys: readonly string[]): Record<string, string> {
  const source = language === sourceLanguage ? flows.texts : (flows.translations?.[language] ?? {});
  return Object.fromEntries(keys.map((key) => [key, source[key] ?? flows.texts[key] ?? key]));
}

/** The id of a texts module: a language alone (start-up texts), or a language and a journey. */
export function parseTextsId(id: string): { language: Language; journeyId: string | null } | null {
  const [language, journeyId] = id.split('/');
  const known = [sourceLanguage, ...translatedLanguages] as string[];
  if (!language || !known.includes(language)) return null;
  return { language: language as Language, journeyId: journeyId ?? null };
}

/** `export const languageLoaders = {...}`: the start-up texts of each other language, loaded before the first render. */
export function languageLoadersExport(): string {
  const loaders = translatedLanguages.map((language) => `  ${JSON.stringify(language)}: () => import(${JSON.stringify(`${textsPrefix}${language}`)}),`);
  return `export const languageLoaders = {\n${loaders.join('\n')}\n};`;
}

/** `export const journeyTextLoaders = {...}`: per language, per journey, the chunk of that journey's texts. */
export function journeyTextLoadersExport(journeyIds: readonly string[]): string {
  const perLanguage = [sourceLanguage, ...translatedLanguages].map((language) => {
    const loaders = journeyIds.map((id) => `    ${JSON.stringify(id)}: () => import(${JSON.stringify(`${textsPrefix}${language}/${id}`)}),`);
    return `  ${JSON.stringify(language)}: {\n${loaders.join('\n')}\n  },`;
  });
  return `export const journeyTextLoaders = {\n${perLanguage.join('\n')}\n};`;
}
