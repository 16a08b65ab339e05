import { describe, expect, it } from 'vitest';
import { readPaymentForm } from '../../tools/bench/paymentForm.ts';

describe('the peer comparison reads its payment form from the flows', () => {
  it('has the payment step card fields and the billing address, ten in all, each with its required message', () => {
    const form = readPaymentForm();
    expect(form.fields.map((f) => f.name)).toEqual(['nameOnCard', 'cardNumber', 'expiry', 'cvv', 'address1', 'city', 'state', 'zip', 'email', 'phone']);
    expect(form.fields.every((f) => typeof f.rules?.required === 'string' && f.rules.required.length > 0)).toBe(true);
    expect(form.submitLabel).toBe('Save and continue');
    expect(form.fields.find((f) => f.name === 'cardNumber')?.rules?.luhn).toBe("Check your card number; it isn't valid.");
    expect(form.fields.find((f) => f.name === 'state')?.options).toContain('NY');
  });

  it('starts every field as a first-time shopper sees it: the saved-cart prefills resolve to empty text, not to a rule object', () => {
    // A rule object left in defaultValue counted as an answer, so the empty submit never showed every required message.
    const prefilled = readPaymentForm().fields.filter((f) => f.defaultValue !== undefined);
    expect(prefilled.map((f) => f.name)).toContain('nameOnCard');
    for (const field of prefilled) expect(field.defaultValue, field.name).toBe('');
  });
});
