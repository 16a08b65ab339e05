import { basename, dirname, join } from 'node:path';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { translatedLanguages } from '../../src/model/language.ts';
import type { Origins } from './assemble.ts';
import { locate, type FlowFile } from './flowFile.ts';
import { malformedPlaceholderProblem } from './placeholderBraces.ts';
import type { Problem } from './problem.ts';
import { emptyTranslation, missingTranslation, placeholderMismatch, unknownTranslationKey } from './translationWords.ts';

export { placeholdersOf } from './translationWords.ts';

function at(file: FlowFile, key: string, message: string): Problem {
  return { file: file.path, ...locate(file, ['texts', key]), pointer: `/texts/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`, message };
}

/** Where a language's copy of an English texts file lives: flows/texts/<language>/<same name>. */
function translationPath(english: FlowFile, language: string): string {
  return join(dirname(english.path), language, basename(english.path));
}

/**
 * Issue 23 item 7: every language says every text. A key the English texts
 * have and a language lacks (the page would show the key), a key only a
 * translation has (a typo or a text English dropped), and a translation whose
 * {placeholders} differ from the English (the page fills the English ones,
 * so the shopper would read a raw {name} or lose a number), and an empty one
 * (the page would show nothing; the studio refuses it too) are each one
 * problem, located where the analyst must write. A language is checked once
 * the flows have a file of it (fixtures of other tests have none). Braces
 * that are no {name} placeholder, in English or a translation, are one
 * problem at the text that has them (placeholderBraces.ts).
 */
export function checkTranslations(flows: FlowSet, origins: Origins): Problem[] {
  const problems: Problem[] = [];
  for (const [key, english] of Object.entries(flows.texts)) {
    const source = origins.texts.get(key);
    const braces = malformedPlaceholderProblem(key, 'en', english);
    if (source && braces) problems.push(at(source, key, braces));
  }
  for (const language of translatedLanguages) {
    const translated = flows.translations?.[language];
    if (!translated) continue;
    const files = origins.translations.get(language) ?? new Map<string, FlowFile>();
    for (const [key, english] of Object.entries(flows.texts)) {
      const source = origins.texts.get(key);
      const text = translated[key];
      if (text === undefined) {
        if (source) problems.push(at(source, key, missingTranslation(key, language, translationPath(source, language))));
        continue;
      }
      const file = files.get(key);
      const mismatch = emptyTranslation(key, language, text) ?? placeholderMismatch(key, language, english, text);
      if (file && mismatch) problems.push(at(file, key, mismatch));
      const braces = malformedPlaceholderProblem(key, language, text);
      if (file && braces) problems.push(at(file, key, braces));
    }
    const englishKeys = Object.keys(flows.texts);
    for (const [key, file] of files) {
      const unknown = unknownTranslationKey(key, language, englishKeys);
      if (unknown) problems.push(at(file, key, unknown));
    }
  }
  return problems;
}
