// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translatedLanguages } from '../../src/model/language.ts';
import { repoPath } from '../../tools/repoPath.ts';

const folder = repoPath('flows/content');
const read = (path: string): { id: string; locale?: string; content: unknown } => JSON.parse(readFileSync(path, 'utf8'));
const englishFiles = readdirSync(folder).filter((name) => name.endsWith('.json'));

/** Where the content's words are, with the values that are not words (ids): a translation must have the same. */
function shapeOf(value: unknown, at = ''): string[] {
  if (Array.isArray(value)) return value.flatMap((item, index) => shapeOf(item, `${at}/${index}`));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, item]) => (key === 'id' ? [`${at}/id=${String(item)}`] : shapeOf(item, `${at}/${key}`)));
  return [at];
}

/** The texts of a content (every string but ids). */
function textsOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (typeof value === 'object' && value !== null) return Object.entries(value).flatMap(([key, item]) => (key === 'id' ? [] : textsOf(item)));
  return typeof value === 'string' ? [value] : [];
}

/** Issue 23 item 7: the content service answers a Spanish shopper from flows/content/es/ (src/mocks/services/content.ts). */
describe('authored content in every language (flows/content/<language>/)', () => {
  it.each(translatedLanguages.flatMap((language) => englishFiles.map((file) => [language, file] as const)))('%s/%s says what the English says, field for field', (language, file) => {
    const english = read(join(folder, file));
    const translated = read(join(folder, language, file));
    expect(translated.id).toBe(english.id);
    expect(translated.locale).toBe(language);
    expect(shapeOf(translated.content)).toEqual(shapeOf(english.content));
    // Translated, not copied: no text is left in English.
    const englishWords = textsOf(english.content);
    const left = textsOf(translated.content).filter((text) => text.length > 12 && englishWords.includes(text));
    expect(left).toEqual([]);
  });

  it('has no translation without its English file', () => {
    for (const language of translatedLanguages) expect(readdirSync(join(folder, language)).filter((file) => !englishFiles.includes(file))).toEqual([]);
  });
});
