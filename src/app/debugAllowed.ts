import type { Facts } from '../model/facts.ts';

/**
 * Spec 2.9: who sees the debug button is a rule analysts own, the decision
 * table flows/decisions/debug-button.json (desktop, non-prospect,
 * non-production, or `?debug=1` outside production). A missing table hides
 * the button: fail closed.
 */
export function debugAllowed(facts: Facts): boolean {
  return facts.decisions.debugButton?.show === true;
}
