import { basename, dirname, join } from 'node:path';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { translatedLanguages } from '../../src/model/language.ts';
import type { Origins } from './assemble.ts';
import { locate, type FlowFile } from './flowFile.ts';
import type { Problem } from './problem.ts';
import { didYouMean } from './suggest.ts';

/** The {name} placeholders of a text, sorted: what the page fills from the reference's params (src/engine/resolveValue.ts). */
export function placeholdersOf(text: string): string[] {
  return [...new Set([...text.matchAll(/\{([a-zA-Z0-9]+)\}/g)].map((match) => match[1] as string))].sort();
}

const listed = (names: readonly string[]): string => (names.length > 0 ? names.map((name) => `{${name}}`).join(', ') : 'no placeholders');
const has = (names: readonly string[]): string => (names.length > 0 ? `the placeholders ${listed(names)}` : 'no placeholders');

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
 * so the shopper would read a raw {name} or lose a number) are each one
 * problem, located where the analyst must write. A language is checked once
 * the flows have a file of it (fixtures of other tests have none).
 */
export function checkTranslations(flows: FlowSet, origins: Origins): Problem[] {
  const problems: Problem[] = [];
  for (const language of translatedLanguages) {
    const translated = flows.translations?.[language];
    if (!translated) continue;
    const files = origins.translations.get(language) ?? new Map<string, FlowFile>();
    for (const [key, english] of Object.entries(flows.texts)) {
      const source = origins.texts.get(key);
      const text = translated[key];
      if (text === undefined) {
        if (source)
          problems.push(
            at(
              source,
              key,
              `text "${key}" has no "${language}" translation. Fix: add "${key}" to ${translationPath(source, language)} (a file with "locale": "${language}").`,
            ),
          );
        continue;
      }
      const want = placeholdersOf(english);
      const have = placeholdersOf(text);
      const file = files.get(key);
      if (file && want.join() !== have.join())
        problems.push(
          at(
            file,
            key,
            `the "${language}" text of "${key}" has ${has(have)} but the English has ${has(want)}: the page fills the English ones. Fix: use ${want.length > 0 ? `exactly ${listed(want)}` : 'no placeholders'} in the translation.`,
          ),
        );
    }
    for (const [key, file] of files) {
      if (key in flows.texts) continue;
      problems.push(
        at(
          file,
          key,
          `"${language}" text "${key}" has no English text.${didYouMean(key, Object.keys(flows.texts))} Fix: correct the key, add the English text to a file in flows/texts/, or remove it here.`,
        ),
      );
    }
  }
  return problems;
}
