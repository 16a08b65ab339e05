import { hostAllowed } from '../../logic/hostAllowed.ts';

/** Affiliate and ad-click ids appended to a postback URL (spec 7 createapplication). */
export interface PostbackTracking {
  oid?: unknown;
  cjevent?: unknown;
  gclid?: unknown;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';
}

/**
 * Parses a partner's postback URL and appends the tracking ids that are present
 * (oid, cjevent, GCLID), with the URL API so no value can break out of its
 * parameter. Returns null unless the URL is https, has no credentials and its
 * parsed host is on the allow-list or below it (contracts 7): never a substring
 * test, so https://evil.example/?cardbank.example and
 * https://cardbank.example.evil.example/ are both refused.
 */
export function buildPostbackUrl(raw: unknown, allowedHosts: readonly string[], tracking: PostbackTracking = {}): URL | null {
  if (typeof raw !== 'string' || raw.trim() === '') return null;
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username !== '' || url.password !== '') return null;
  if (!hostAllowed(url.hostname, allowedHosts)) return null;
  const params: [string, string][] = [
    ['oid', text(tracking.oid)],
    ['cjevent', text(tracking.cjevent)],
    ['GCLID', text(tracking.gclid)],
  ];
  for (const [name, value] of params) if (value !== '') url.searchParams.set(name, value);
  return url;
}
