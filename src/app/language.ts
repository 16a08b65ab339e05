import { parseRoute } from '../engine/routing.ts';
import { setFormatLocale } from '../logic/formats.ts';
import { codeText } from '../model/codeKeys.ts';
import type { FlowSet } from '../model/flowSet.ts';
import type { Journey } from '../model/flowTypes.ts';
import { intlLocales, sourceLanguage, type Language } from '../model/language.ts';
import type { JourneyChunk, LoadJourney } from '../runtime/stores/JourneyLoader.ts';

/**
 * The shopper's language at start-up (docs/requirements.md "Languages"): it
 * is in the address (`/es` + the English address), fixed for the document's
 * life; choosing the other language loads that language's page.
 */
export function addressLanguage(pathname: string): Language {
  return parseRoute(pathname).language;
}

/** Formats (prices, dates, numbers) and the document's `lang` follow the language. Call before the first render. */
export function applyLanguage(language: Language, doc?: Document): void {
  setFormatLocale(intlLocales[language]);
  if (doc) doc.documentElement.lang = language;
}

/**
 * The flows as a shopper of this language reads them, from the checked flows
 * (build time, Node: pre-rendering a page per language). Every key is there:
 * flows:check proves each language has each key (tools/flowcheck/translationCheck.ts).
 */
export function flowsInLanguage(checked: FlowSet, language: Language): FlowSet {
  const { translations, ...flows } = checked;
  if (language === sourceLanguage) return flows;
  return { ...flows, texts: { ...flows.texts, ...translations?.[language] } };
}

/** The document's description for search results in the shopper's language (issue 23 item 7): a text, like every word. */
export function documentDescription(texts: Readonly<Record<string, string>>): string {
  return codeText(texts, 'shell.metaDescription');
}

/** Writes it on a document served without a pre-rendered page (index.html carries the English one). */
export function describeDocument(doc: Document, texts: Readonly<Record<string, string>>): void {
  doc.querySelector('meta[name="description"]')?.setAttribute('content', documentDescription(texts));
}

type ChunkModule = {
  default: Journey;
  decisions?: FlowSet['decisions'];
  lists?: FlowSet['lists'];
  settings?: FlowSet['settings'];
};
type TextsModule = { default: FlowSet['texts'] };

/** Loads a journey's chunk and, beside it, its texts in the shopper's language (tools/vite/languageTexts.ts). */
export function journeyLoaderIn(
  language: Language,
  journeyLoaders: Record<string, () => Promise<ChunkModule>>,
  journeyTextLoaders: Partial<Record<Language, Record<string, () => Promise<TextsModule>>>>,
): LoadJourney {
  return (journeyId) => {
    const load = journeyLoaders[journeyId];
    if (!load) return Promise.reject(new Error(`no chunk for journey ${journeyId}`));
    const loadTexts = journeyTextLoaders[language]?.[journeyId];
    return Promise.all([load(), loadTexts?.()]).then(([{ default: journey, decisions, lists, settings }, words]): JourneyChunk => ({
      journey,
      texts: words?.default,
      decisions,
      lists,
      settings,
    }));
  };
}
