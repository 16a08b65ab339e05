import { hostAllowed } from '../logic/hostAllowed.ts';

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: string };

/**
 * Parses a target before we follow it: same-origin paths pass; other hosts
 * pass only over https and only when on the allow-list (or below it).
 * Never a substring test: https://evil.example/?cardbank.example fails.
 */
export function checkTarget(target: unknown, origin: string, allowedHosts: readonly string[]): UrlCheck {
  if (typeof target !== 'string' || target.trim() === '') return { ok: false, reason: 'the target is empty' };
  let url: URL;
  try {
    url = new URL(target, origin);
  } catch {
    return { ok: false, reason: `"${target}" is not a URL` };
  }
  if (url.origin === origin) return { ok: true, url };
  if (url.protocol !== 'https:') return { ok: false, reason: `${url.protocol} URLs to other hosts are refused` };
  if (url.username || url.password) return { ok: false, reason: 'URLs with credentials are refused' };
  if (!hostAllowed(url.hostname, allowedHosts)) return { ok: false, reason: `host ${url.hostname} is not on the allow-list` };
  return { ok: true, url };
}
