/**
 * The form every peer renders: fields, rules and messages read from the flows
 * when the peer is built (tools/bench/paymentForm.ts, passed in by Vite's
 * define), so no library gets an easier form than another.
 */
import type { PaymentForm } from '../../paymentForm.ts';
import type { FieldDefinition } from '../../../../src/components/form/formTypes.ts';

declare const __PAYMENT_FORM__: PaymentForm;

export const paymentForm: PaymentForm = __PAYMENT_FORM__;
export type { FieldDefinition };

/** The card checks the storefront uses (luhn, expiry): shared, so each peer validates the same way. */
export { expiryNotPast, passesLuhn } from '../../../../src/components/form/cardChecks.ts';

/** The time at which the expiry check runs; the storefront passes clock.now, the peers the real clock. */
export const now = (): number => Date.now();

/** A field's required message, or an error when the flow gives none (the bench does not guess messages). */
export function requiredMessage(field: FieldDefinition): string {
  const message = field.rules?.required;
  if (!message) throw new Error(`[bench] field ${field.name} has no required message in the flow`);
  return message;
}

export function mount(): HTMLElement {
  const root = document.getElementById('root');
  if (!root) throw new Error('[bench] #root is missing from index.html');
  return root;
}
