import { strayBraces, type StrayBraces } from './strayBraces.ts';

/**
 * Braces in a text's words that are no {name} placeholder ("{first name}", "{name", "name}", "{{name}"): fillText
 * (src/engine/resolveValue.ts) fills only {name} with letters and digits, so the shopper would read the braces as
 * typed. flows:check (translationCheck.ts) and the studio's text fields (studio/client/editors/texts/placeholderWords.ts)
 * say it in the same words; a rule the studio had alone let a text the field marked red pass flows:check and be saved
 * (session 39 walk-through). No Node import: the studio's browser code reads it too.
 */

/** The languages' names as an analyst reads them. */
const languageNames: Readonly<Record<string, string>> = { en: 'English', es: 'Spanish' };

/** A language's name as an analyst reads it ("English", "Spanish"), or its code in quotes. */
export const languageName = (language: string): string => languageNames[language] ?? `"${language}"`;

const quoted = (stray: StrayBraces): string => `"${stray.piece}" at character ${stray.at}`;
const brace = (count: number): string => (count > 1 ? 'braces' : 'brace');

/**
 * Where the braces of `words` that are no placeholder are, each piece by its words and where it begins; null when
 * every brace is a placeholder. The studio's Spanish field says so of a wrong English (placeholderWords.ts).
 */
export function strayBracesSaid(words: string): string | null {
  const pieces = strayBraces(words);
  return pieces.length === 0 ? null : said(pieces);
}

const braceCount = (pieces: readonly StrayBraces[]): number => pieces.reduce((sum, stray) => sum + stray.braces, 0);
const said = (pieces: readonly StrayBraces[]): string =>
  `${braceCount(pieces) > 1 ? 'braces that are' : 'a brace that is'} no placeholder in ${pieces.map(quoted).join(' and in ')}`;

/** What to write instead of one piece (strayBraces.ts), or what to remove from it. */
function fixOf(stray: StrayBraces): string {
  if (stray.instead === null) return `remove "${stray.piece}"`;
  const mended = `write "${stray.instead}" instead of "${stray.piece}"`;
  return stray.named ? `${mended}, or remove the ${brace(stray.braces)} if no value goes in there` : mended;
}

/**
 * What is wrong with the braces of the `language` words of text `key`; null when every brace is a placeholder.
 * One problem for the text that names every piece with a stray brace (it named the first only, and as "{" for
 * "{{name}"), so that flows:check and the studio's field say it once, in the same words.
 */
export function malformedPlaceholderProblem(key: string, language: string, words: string): string | null {
  const pieces = strayBraces(words);
  if (pieces.length === 0) return null;
  return `the ${languageName(language)} text of "${key}" has ${said(pieces)}: the page shows ${braceCount(pieces) > 1 ? 'them' : 'it'} as typed. Fix: ${pieces.map(fixOf).join('; ')}.`;
}
