import { languageName, malformedPlaceholderProblem, strayBracesSaid } from '../../../../tools/flowcheck/placeholderBraces.ts';
import { placeholdersOf, translationProblem } from '../../../../tools/flowcheck/translationWords.ts';

/**
 * What is wrong with the {placeholders} of one language's words of a text, said at the field that has them
 * (the walk-through found a bad English placeholder marked only at the Spanish field, as a Spanish mismatch).
 * fillText (src/engine/resolveValue.ts) fills only {name} with letters and digits, and only from the params a
 * text reference gives: anything else is shown to the shopper as typed. Braces that are no placeholder are
 * flows:check's rule too (tools/flowcheck/placeholderBraces.ts), in the same words.
 */

const listed = (names: readonly string[]): string => names.map((name) => `{${name}}`).join(', ');

/** The placeholders of `words` none of the uses give; judged only when the uses give params (else none). */
function notGiven(words: string, given: readonly string[] | null): string[] {
  return given === null || given.length === 0 ? [] : placeholdersOf(words).filter((param) => !given.includes(param));
}

/**
 * The placeholder problems of `words` (the `language` words of text `key`): a brace that is no placeholder, and
 * placeholders none of the text's uses give in their params. `given`: the params its uses give (paramsGiven.ts);
 * null when that is not known (no use, or a use whose params cannot be read) and empty when they give none: then
 * only the braces are judged.
 */
export function placeholderProblems(key: string, language: string, words: string, given: readonly string[] | null, english?: string): string[] {
  const name = languageName(language);
  const problems: string[] = [];
  const braces = malformedPlaceholderProblem(key, language, words);
  if (braces !== null) problems.push(braces);
  // Judged only when the uses give params: a text given none is often filled by its component's finisher
  // (src/engine/finish/), whose params no flow file says.
  const missing = notGiven(words, given);
  if (given && missing.length > 0)
    problems.push(
      `the ${name} text of "${key}" has ${listed(missing)}, which no use of the text gives (its uses give ${listed(given)}): the page shows ${missing.length > 1 ? 'them' : 'it'} as typed. ${fixFor(language, given, missing, english)}`,
    );
  return problems;
}

/**
 * The fix for placeholders no use gives. Only the English sets what the uses give: a translation is told to use the
 * English's placeholders, not to give a misspelling in the params (review of af52dce item 8), unless the English
 * has one no use gives too (said at its field): then what the uses give.
 */
function fixFor(language: string, given: readonly string[], missing: readonly string[], english: string | undefined): string {
  if (language === 'en') return `Fix: write ${listed(given)} instead, or give ${missing.join(', ')} in the params where the text is used.`;
  const want = english === undefined ? [] : placeholdersOf(english);
  if (english !== undefined && want.every((param) => given.includes(param)))
    return `Fix: use exactly the English's placeholders${want.length > 0 ? ` ${listed(want)}` : ' (it has none)'}.`;
  return `Fix: write ${listed(given)} instead (the English's are wrong too: mend them at the English field).`;
}

/**
 * Why the Spanish words of `key`, typed and left, are refused; null when they are taken. Its own problems (empty,
 * braces, params no use gives) first; then, while the English has a placeholder problem of its own, words that
 * point at the English: the Spanish must end with the English's placeholders, and checking it against a wrong
 * English told the analyst to copy the mistake (review of af52dce item 1). Refused rather than taken, because no
 * Spanish is right both against the English and against the uses until the English is mended; the typed words
 * stay in the field (unsaved typing) for when the analyst comes back. Else flows:check's words for the pair.
 */
export function spanishRefusal(key: string, english: Readonly<Record<string, string>>, spanish: string, given: readonly string[] | null): string | null {
  const source = english[key];
  if (source === undefined || spanish.trim() === '') return translationProblem(key, 'es', english, spanish);
  const own = placeholderProblems(key, 'es', spanish, given, source);
  if (own[0] !== undefined) return own[0];
  if (placeholderProblems(key, 'en', source, given).length === 0) return translationProblem(key, 'es', english, spanish);
  const stray = strayBracesSaid(source);
  const ungiven = notGiven(source, given);
  const what = [...(ungiven.length > 0 ? [`${listed(ungiven)}, which no use of the text gives`] : []), ...(stray !== null ? [stray] : [])];
  return `the English text of "${key}" has ${what.join(', and ')}: the Spanish must use the English's placeholders, so it cannot be checked yet. Fix: mend the English first (its field says how), then leave this field again.`;
}

/**
 * What the Spanish field of `key` says of its words as they stand: its own placeholder problems; else, unless the
 * English has placeholder problems of its own (said at the English field: the Spanish is not what to mend), what
 * flows:check says of the pair (translationWords.ts: empty, a placeholder added or dropped).
 */
export function spanishStanding(key: string, english: Readonly<Record<string, string>>, spanish: string, given: readonly string[] | null): string[] {
  const source = english[key];
  const pair = translationProblem(key, 'es', english, spanish);
  if (source === undefined || spanish.trim() === '') return pair ? [pair] : [];
  const own = placeholderProblems(key, 'es', spanish, given, source);
  if (own.length > 0) return own;
  if (placeholderProblems(key, 'en', source, given).length > 0) return [];
  return pair ? [pair] : [];
}
