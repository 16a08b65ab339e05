/** One express-checkout step as the flow's checkoutStepList fragment gives it, its values resolved. */
export interface CheckoutStepEntry {
  id: string;
  label: string;
  summary: string;
  done: boolean;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * The steps this shopper goes through, in the flow's order: those whose rule
 * says they apply (`applies: true`). Which steps apply and which are done are
 * flow rules (flows/fragments/checkoutStepList.json); this only reads them, so
 * the hub's list and every spoke's "Step n of N" count the same steps.
 */
export function shownCheckoutSteps(steps: unknown): CheckoutStepEntry[] {
  if (!Array.isArray(steps)) return [];
  return (steps as Record<string, unknown>[])
    .filter((step) => step && typeof step === 'object' && step.applies === true)
    .map((step) => ({ id: String(step.id), label: text(step.label), summary: text(step.summary), done: step.done === true }));
}
