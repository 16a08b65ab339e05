/**
 * The shopper's languages (issue 23 item 7; docs/requirements.md "Languages").
 * English is the source: its texts are flows/texts/<area>.json; every other
 * language mirrors them in flows/texts/<language>/<area>.json, key for key.
 * The language is in the address: a page in Spanish is `/es` + its English
 * address, so a static host serves a file per language and a visit keeps it.
 */
export const languages = ['en', 'es'] as const;
export type Language = (typeof languages)[number];
export const sourceLanguage: Language = 'en';

/** The other languages, those with a prefix in the address and a folder under flows/texts/. */
export const translatedLanguages = languages.filter((language) => language !== sourceLanguage) as Exclude<Language, 'en'>[];

/** What Intl formats with per language: US dollars and US dates, in the shopper's language. */
export const intlLocales: Record<Language, string> = { en: 'en-US', es: 'es-US' };
