import type { Facts } from '../model/facts.ts';

/**
 * Spec 2.9: the debug button is for desktop, non-prospect, non-production.
 * `?debug=1` also shows it to a signed-out tester on a non-production host,
 * so the tool is reachable before sign-in is wired up.
 */
export function debugAllowed(facts: Facts): boolean {
  if (facts.env.production || facts.device.type !== 'desktop') return false;
  return !facts.user.prospect || facts.url.query.debug === '1';
}
