import { translatedLanguages } from '../model/language.ts';

/**
 * The translated language a call asks for first in `Accept-Language` (`es`, `es-US,es;q=0.9`), or null for English:
 * the content and catalogue services answer in it (issue 23; the adapters send the shopper's language).
 */
export function askedLanguage(header: string | null): string | null {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim().split('-')[0]?.toLowerCase() ?? '';
  return (translatedLanguages as readonly string[]).includes(first) ? first : null;
}

/** One address, an answer per language: the header that tells caches (the browser's, a CDN) to keep them apart. */
export const variesByLanguage = { vary: 'Accept-Language' } as const;
