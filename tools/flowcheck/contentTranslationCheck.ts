import { basename, dirname, join } from 'node:path';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { translatedLanguages } from '../../src/model/language.ts';
import type { Origins } from './assemble.ts';
import { locate, type FlowFile } from './flowFile.ts';
import type { Problem } from './problem.ts';

type Segment = string | number;

function at(file: FlowFile, segments: Segment[], message: string): Problem {
  return { file: file.path, ...locate(file, segments), pointer: segments.map((segment) => `/${String(segment)}`).join(''), message };
}

/** Every value of a content that is not an object or a list, keyed by its path (list items by position). */
function leavesOf(value: unknown, path: Segment[] = []): Map<string, { path: Segment[]; value: unknown }> {
  const leaves = new Map<string, { path: Segment[]; value: unknown }>();
  const walk = (item: unknown, at: Segment[]): void => {
    if (Array.isArray(item)) item.forEach((child, index) => walk(child, [...at, index]));
    else if (typeof item === 'object' && item !== null) for (const [key, child] of Object.entries(item)) walk(child, [...at, key]);
    else leaves.set(at.join('/'), { path: at, value: item });
  };
  walk(value, path);
  return leaves;
}

/** Where a language's copy of an English content file lives: flows/content/<language>/<same name>. */
function translationPath(english: FlowFile, language: string): string {
  return join(dirname(english.path), language, basename(english.path));
}

/** A text that is worth translating: long enough to be words, not a code, number or address. */
const isWords = (value: unknown): value is string => typeof value === 'string' && value.length > 12 && /\s/.test(value) && !/^(https?:)?\//.test(value);

/**
 * Issue 23 item 7: authored content (flows/content/NAME.json) says the same in every language the flows have
 * (flows/content/<language>/NAME.json, which the content service answers a shopper of that language with). One
 * problem each, where the analyst must write: an English content with no translation, a translation with no English
 * or not at the path the service reads (flows/content/<language>/<the English file's name>),
 * a field one has and the other lacks (the page would show nothing, or a field no page reads), an id that differs
 * (a content section the page finds by id), and a text left in English. A language is checked once the flows have
 * content in it.
 */
export function checkContentTranslations(flows: FlowSet, origins: Origins): Problem[] {
  const problems: Problem[] = [];
  const keys = Object.keys(flows.content);
  for (const language of translatedLanguages) {
    const prefix = `${language}/`;
    if (!keys.some((key) => key.startsWith(prefix))) continue;
    for (const key of keys.filter((name) => name.startsWith(prefix))) {
      const file = origins.content.get(key);
      if (file && !(key.slice(prefix.length) in flows.content))
        problems.push(
          at(
            file,
            ['id'],
            `"${language}" content "${key.slice(prefix.length)}" has no English content. Fix: correct the id, or add the English file to flows/content/.`,
          ),
        );
    }
    for (const id of keys.filter((name) => !name.includes('/'))) {
      const english = origins.content.get(id);
      const translated = origins.content.get(`${prefix}${id}`);
      if (!english) continue;
      if (!translated) {
        problems.push(
          at(
            english,
            ['id'],
            `content "${id}" has no "${language}" translation. Fix: add ${translationPath(english, language)} with "id": "${id}", "locale": "${language}" and the same fields.`,
          ),
        );
        continue;
      }
      // The content service finds a translation by its path (flows/content/<language>/<the English file's name>), not its id.
      const expected = translationPath(english, language);
      if (translated.path !== expected) {
        problems.push(
          at(
            translated,
            ['locale'],
            `the "${language}" content "${id}" is at ${translated.path}, where the content service does not look. Fix: move it to ${expected}.`,
          ),
        );
        continue;
      }
      const want = leavesOf(flows.content[id], ['content']);
      const have = leavesOf(flows.content[`${prefix}${id}`], ['content']);
      for (const [where, leaf] of want) {
        const theirs = have.get(where);
        if (!theirs) {
          const parent = leaf.path.slice(0, -1);
          problems.push(
            at(translated, have.size > 0 ? parent : ['content'], `the "${language}" content lacks /${where}, which the English has. Fix: add it, translated.`),
          );
        } else if (leaf.path.at(-1) === 'id' && theirs.value !== leaf.value) {
          problems.push(
            at(
              translated,
              theirs.path,
              `id ${JSON.stringify(theirs.value)} differs from the English ${JSON.stringify(leaf.value)}: the page finds a section by its id. Fix: use ${JSON.stringify(leaf.value)}.`,
            ),
          );
        } else if (leaf.path.at(-1) !== 'id' && isWords(leaf.value) && theirs.value === leaf.value) {
          problems.push(at(translated, theirs.path, `this "${language}" text is the English text. Fix: translate it.`));
        }
      }
      for (const [where, leaf] of have)
        if (!want.has(where))
          problems.push(at(translated, leaf.path, `the English content has no /${where}: no page reads it. Fix: remove it, or add it to ${english.path}.`));
    }
  }
  return problems;
}
