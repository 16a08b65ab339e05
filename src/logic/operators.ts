/**
 * The extra JSON Logic operators flows may use, beyond the standard set
 * (https://jsonlogic.com/operations.html). Each is documented for analysts in the
 * README ("Operators"). They are pure and never throw: odd input gives false.
 */
import { localDate } from './formats.ts';
import { hostAllowed } from './hostAllowed.ts';

function isBlank(value: unknown): boolean {
  if (value === null || value === undefined || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

function texts(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((item): item is string | number => typeof item === 'string' || typeof item === 'number').map(String);
}

/** Host of an https URL, or null when the text is not one. */
function httpsHost(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    // Credentials are refused as in checkTarget: https://user@cardbank.example is not a partner address (issue 12 redirect corpus).
    return url.protocol === 'https:' && url.username === '' && url.password === '' ? url.hostname.toLowerCase() : null;
  } catch {
    return null;
  }
}

export const customOperators = {
  /** {"containsAny": [textOrTexts, needles]}: some text contains some needle (error codes inside messages). */
  containsAny(haystack: unknown, needles: unknown): boolean {
    const found = texts(haystack);
    return texts(needles).some((needle) => needle !== '' && found.some((text) => text.includes(needle)));
  },
  /** {"isEmpty": value}: null, missing, "", [] or {}. */
  isEmpty(value: unknown): boolean {
    return isBlank(value);
  },
  /** {"startsWith": [text, prefix]}. */
  startsWith(text: unknown, prefix: unknown): boolean {
    return typeof text === 'string' && typeof prefix === 'string' && text.startsWith(prefix);
  },
  /** {"lower": text}: lower-case text ("" for anything else), for case-insensitive compares. */
  lower(text: unknown): string {
    return typeof text === 'string' ? text.toLowerCase() : '';
  },
  /** {"localDate": date}: an ISO date from a service written as the page's language writes dates ("" for anything else; formats.ts). */
  localDate,
  /** {"httpsHostIn": [url, hosts]}: the URL parses, is https, and its host is on the list or below it. */
  httpsHostIn(url: unknown, hosts: unknown): boolean {
    const host = httpsHost(url);
    return host !== null && Array.isArray(hosts) && hostAllowed(host, texts(hosts));
  },
} satisfies Record<string, (...args: never[]) => unknown>;

export type CustomOperatorName = keyof typeof customOperators;
