import type { AdapterDefinition } from '../model/adapterDefinition.ts';
import type { Facts } from '../model/facts.ts';

/** Picks the API base of spec 6: prepay first, then signed-in, else the prospect (nse) path. */
export function adapterPath(adapter: AdapterDefinition, facts: Facts): string {
  if (facts.user.prepay && adapter.paths.prepay) return adapter.paths.prepay;
  if (facts.user.signedIn) return adapter.paths.signedIn;
  return adapter.paths.prospect ?? adapter.paths.signedIn;
}

/** Our API paths are same-origin absolute paths; anything else (another host, //host, a scheme) is refused. */
export function isOwnApiPath(path: string): boolean {
  return path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}
