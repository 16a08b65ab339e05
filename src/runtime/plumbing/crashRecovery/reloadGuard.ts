import type { StoragePort } from '../../../model/ports.ts';

/**
 * What a reload is for, each guarded on its own: a chunk that failed to load (spec 8, CrashModule), or an error-table
 * row's reloadPage (spec 8 accessory error 3000, src/runtime/plumbing/leaving/leaving.ts).
 */
export type ReloadReason = 'chunk' | 'error';

/** The address a reload guard is kept for: path and query without our timestamp parameter. */
export function reloadGuardKey(href: string, timestampParam: string, reason: ReloadReason = 'chunk'): string {
  const url = new URL(href);
  url.searchParams.delete(timestampParam);
  return `storeflow:${reason}Reload:${url.pathname}${url.search}`;
}

/**
 * Guards against reload loops (docs/requirements.md "spec 8 Error catalogue"): a page that fails the same way after its reload would
 * otherwise reload for ever. At most one reload per reason per address per browser session. Returns true (and
 * remembers it) when this address has not been reloaded for this reason yet.
 */
export function claimReload(storage: StoragePort, href: string, timestampParam: string, reason: ReloadReason = 'chunk'): boolean {
  const key = reloadGuardKey(href, timestampParam, reason);
  try {
    if (storage.getItem(key) !== null) return false;
    storage.setItem(key, '1');
    return true;
  } catch {
    // No session storage (privacy mode): never reload, a loop is worse than a message.
    return false;
  }
}
