import { ACTIVATION_METHODS, DELIVERY_OPTIONS, PROTECTION } from '../catalogue/offers.ts';
import type { MockAnswer } from '../overrides.ts';
import { availableNumbers } from './salesNumbers.ts';
import { requiredSteps, type CartState } from './salesCartStore.ts';
import { salesError, str } from './salesRequest.ts';

type Values = Record<string, unknown>;
type Spoke = (cart: CartState, values: Values) => MockAnswer | null;

const text = (values: Values, name: string) => str(values[name]).trim();
const digits = (value: string) => value.replace(/\D/g, '');
const today = () => new Date().toISOString().slice(0, 10);
const formatNumber = (number: string) => `${number.slice(0, 3)}-${number.slice(3, 6)}-${number.slice(6)}`;
const needs = (cart: CartState, step: string) => requiredSteps(cart).includes(step);

/** What the cart service answers for a spoke this cart does not have (a stale tab, a hand-made request). */
const notNeeded = (step: string) => salesError('STEP_NOT_NEEDED', `Your cart does not need the ${step} step.`);

/**
 * One function per express-checkout spoke: checks what the service would
 * check (the page checks the same rules first, from the flow) and keeps only
 * what the order needs. Secrets are dropped on arrival: the card keeps brand
 * and last 4, the port-in keeps the account's last 4 and never the PIN.
 */
const SPOKES: Record<string, Spoke> = {
  /** Older one-form number step (new area code or port), kept for carts saved before the newnumber/portin spokes. */
  mdnselection: (cart, values) => {
    cart.steps.mdnselection =
      text(values, 'numberType') === 'port'
        ? { numberType: 'port', portNumber: text(values, 'portNumber'), carrier: text(values, 'carrier') }
        : { numberType: 'new', areaCode: text(values, 'areaCode') };
    return null;
  },
  newnumber: (cart, values) => {
    const number = text(values, 'number');
    const areaCode = number.slice(0, 3);
    // Only a number the search offered for this area code can be reserved.
    if (!availableNumbers(areaCode).includes(number))
      return salesError('NUMBER_UNAVAILABLE', 'That number is no longer available. Search again and pick another.');
    cart.steps.mdnselection = { numberType: 'new', areaCode, number };
    return null;
  },
  portin: (cart, values) => {
    const number = digits(text(values, 'portNumber'));
    if (number.length !== 10) return salesError('PORT_INVALID_NUMBER', 'Enter a 10-digit US phone number.');
    // Demo rule: a number ending in 0000 is not active with its carrier, so it cannot move yet.
    if (number.endsWith('0000'))
      return salesError(
        'PORT_NOT_ELIGIBLE',
        'This number cannot be transferred yet: your current carrier reports it as not active. Contact them, then try again.',
      );
    if (!/^[0-9]{4,10}$/.test(text(values, 'transferPin'))) return salesError('PORT_INVALID_PIN', 'Enter the transfer PIN from your current carrier.');
    cart.steps.mdnselection = {
      numberType: 'port',
      portNumber: formatNumber(number),
      carrier: text(values, 'carrier'),
      accountLast4: text(values, 'accountNumber').slice(-4),
      accountHolder: text(values, 'accountHolder'),
    };
    return null;
  },
  e911: (cart, values) => {
    const address1 = text(values, 'address1');
    // Emergency services need a place they can drive to (FCC Kari's Law / RAY BAUM'S Act dispatchable location).
    if (/\bp\.?\s*o\.?\s*box\b/i.test(address1)) return salesError('E911_PO_BOX', 'Emergency services cannot find a PO Box. Enter a street address.');
    if (!/^[0-9]{5}(-[0-9]{4})?$/.test(text(values, 'zip'))) return salesError('E911_INVALID_ZIP', 'Enter a 5-digit ZIP code.');
    cart.steps.e911 = { address1, address2: text(values, 'address2'), city: text(values, 'city'), state: text(values, 'state'), zip: text(values, 'zip') };
    return null;
  },
  activationmethod: (cart, values) => {
    const method = text(values, 'method');
    if (!Object.hasOwn(ACTIVATION_METHODS, method)) return salesError('INVALID_STEP', 'Choose how to activate your phone.');
    // Only the method: the cart answer names it in the language of each call (cartView).
    cart.steps.activationmethod = { method };
    return null;
  },
  protection: (cart, values) => {
    const protection = PROTECTION.find((p) => p.id === values.protectionId);
    if (!protection) return salesError('INVALID_STEP', 'Choose a protection option.');
    for (const line of cart.lines) line.protectionId = protection.id;
    cart.steps.protection = { protectionId: protection.id };
    return null;
  },
  dppagreement: (cart, values) => {
    if (values.accept !== true) return salesError('DPP_NOT_ACCEPTED', 'Accept the device payment agreement to buy a phone on monthly payments.');
    const signature = text(values, 'signature');
    if (signature.length < 2) return salesError('DPP_NO_SIGNATURE', 'Type your full name to sign.');
    cart.steps.dppagreement = { signedBy: signature, signedOn: today() };
    return null;
  },
  /** The guest's email, asked once on guest checkout (issue 9): the shipping step then does not ask again. */
  contact: (cart, values) => {
    const email = text(values, 'email');
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return salesError('INVALID_EMAIL', 'Enter a valid email address.');
    cart.steps.contact = { email };
    return null;
  },
  delivery: (cart, values) => {
    const option = DELIVERY_OPTIONS.find((d) => d.id === values.deliveryOptionId) ?? DELIVERY_OPTIONS[0]!;
    // "Same as the E911 address": the address already in the cart is reused, not sent again (issue 9).
    const e911 = cart.steps.e911;
    if (values.sameAsE911 === true && !e911) return salesError('NO_E911_ADDRESS', 'Enter the shipping address: there is no emergency address to copy.');
    const address = values.sameAsE911 === true && e911 ? e911 : values;
    const email = text(values, 'email') || cart.steps.contact?.email || '';
    if (email === '') return salesError('INVALID_EMAIL', 'Enter a valid email address.');
    cart.steps.delivery = {
      firstName: text(values, 'firstName'),
      lastName: text(values, 'lastName'),
      email,
      phone: text(values, 'phone'),
      ...Object.fromEntries(['address1', 'city', 'state', 'zip'].map((name) => [name, text(address as Values, name)])),
      deliveryOptionId: option.id,
    };
    return null;
  },
  payment: (cart, values) => {
    const number = digits(text(values, 'cardNumber'));
    if (number.length < 12) return salesError('INVALID_CARD', 'Check the card number.');
    const brand = number.startsWith('4') ? 'Visa' : /^5[1-5]/.test(number) ? 'Mastercard' : /^3[47]/.test(number) ? 'American Express' : 'Card';
    cart.steps.payment = { brand, last4: number.slice(-4), expiry: text(values, 'expiry'), nameOnCard: text(values, 'nameOnCard') };
    return null;
  },
  customeragreements: (cart, values) => {
    const missing = ['customerAgreement', 'privacy', 'electronicRecords'].filter((name) => values[name] !== true);
    if (missing.length > 0) return salesError('AGREEMENTS_NOT_ACCEPTED', 'Accept each agreement to place your order.');
    cart.steps.customeragreements = { accepted: 'true', acceptedOn: today() };
    return null;
  },
};

/** Saves one spoke ({ step, values }), or answers why it cannot. */
export function saveCheckoutStep(cart: CartState, body: Values): MockAnswer | null {
  const step = str(body.step);
  const values = body.values && typeof body.values === 'object' ? (body.values as Values) : {};
  const spoke = SPOKES[step];
  if (!spoke) return salesError('INVALID_STEP', `Unknown checkout step "${step}".`);
  const counted = step === 'newnumber' || step === 'portin' ? 'mdnselection' : step;
  // The contact email is not a step of its own: any cart may keep one.
  if (step !== 'contact' && !needs(cart, counted)) return notNeeded(step);
  return spoke(cart, values);
}
