import type { StorageLike } from './storage.ts';

/** sessionStorage key: a scenario is kept for the tab's session (contracts.md section 4). */
export const SCENARIO_STORAGE_KEY = 'mock:scenario';

/** Query values that switch back to the default answers. */
const CLEARING_VALUES = new Set(['', 'default', 'none']);

/**
 * Stores `?scenario=NAME` from the page URL so it outlives in-app navigation
 * and redirects that drop the query. `?scenario=` (or `default`, `none`)
 * clears it. Without the parameter, the stored scenario stays. Returns the
 * scenario now in force, or null.
 */
export function rememberScenarioFromUrl(location: Pick<Location, 'search'>, sessionStorage: StorageLike | null): string | null {
  const requested = new URLSearchParams(location.search).get('scenario');
  try {
    if (requested !== null) {
      const name = requested.trim();
      if (CLEARING_VALUES.has(name)) sessionStorage?.removeItem(SCENARIO_STORAGE_KEY);
      else sessionStorage?.setItem(SCENARIO_STORAGE_KEY, name);
    }
    return sessionStorage?.getItem(SCENARIO_STORAGE_KEY) ?? null;
  } catch {
    // Storage may be unavailable (sandboxed iframe); the defaults still work.
    return null;
  }
}
