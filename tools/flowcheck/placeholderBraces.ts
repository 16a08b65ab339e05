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

/** A placeholder that fills (group 0 only), or braces that do not (group 1): "{first name}", "{name", "name}". */
const braces = /\{[a-zA-Z0-9]+\}|(\{[^{}]{0,24}\}|\{[^{}\s]*|[^{}\s]*\})/g;

/** The first brace in the words that is not a {name} placeholder, as typed; null when there is none. */
export function malformedPlaceholder(words: string): string | null {
  for (const match of words.matchAll(braces)) if (match[1] !== undefined) return match[1];
  return null;
}

/** What is wrong with the braces of the `language` words of text `key`; null when every brace is a placeholder. */
export function malformedPlaceholderProblem(key: string, language: string, words: string): string | null {
  const bad = malformedPlaceholder(words);
  if (bad === null) return null;
  return `the ${languageName(language)} text of "${key}" has "${bad}", which is not a placeholder: the page shows it as typed. Fix: write a placeholder as a name of letters and digits in braces, such as {name}, or remove the brace.`;
}
