import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import type { Facts } from '../../model/facts.ts';
import { eventText, languageHeaders } from './requestParts.ts';

/**
 * Cart calls (cartservice, spec 7 by name). The cart is the one the cartId
 * header names (spec 7 headers). Bodies read the event being handled
 * (facts.event: what the shopper chose or typed), never page state. Each asks
 * for the shopper's language: colour, option and accessory names come back in it.
 */
function cartCall(name: string, path: string, description: string, body: (facts: Facts) => unknown): AdapterDefinition {
  return {
    name,
    description,
    method: 'POST',
    paths: { signedIn: `/cartservice/cart/${path}`, prospect: `/cartservice/cart/nse/${path}`, prepay: `/prepayservice/cart/${path}` },
    body,
    headers: languageHeaders,
  };
}

export const getCart = cartCall('getCart', 'getCart', 'The cart: devices, plans, features, accessories, trade-in, totals and checkout steps.', () => ({}));

export const addDevice = cartCall(
  'addDevice',
  'add-device',
  'Adds a phone as a new line, or changes the line event.itemId names (colour, capacity, payment option from the event).',
  (facts) => ({
    deviceId: eventText(facts, 'deviceId'),
    colourId: eventText(facts, 'colourId'),
    capacityId: eventText(facts, 'capacityId'),
    paymentOption: eventText(facts, 'paymentOption'),
    // Issue 23 item 3: a cart line changed from its pdp ('' adds a new line).
    replaceItemId: eventText(facts, 'itemId'),
  }),
);

export const addAccessory = cartCall('addAccessory', 'add-accessories', 'Adds an accessory (event.accessoryId).', (facts) => ({
  accessoryId: eventText(facts, 'accessoryId'),
}));

export const removeCartItem = cartCall('removeCartItem', 'remove-item', 'Removes a cart item (event.itemId; "tradein" removes the trade-in).', (facts) => ({
  itemId: eventText(facts, 'itemId'),
}));

export const changePlan = cartCall('changePlan', 'change-plan', 'Puts every line on the plan event.planId.', (facts) => ({
  planId: eventText(facts, 'planId'),
}));

/**
 * Saves one express-checkout spoke: the form's id names the step, its values
 * ride along. The card number passes through here once, to the service; it is
 * not kept anywhere on the page (the form clears it, the answer has last 4 only).
 */
export const saveCheckoutStep = cartCall('saveCheckoutStep', 'add-step', 'Saves a checkout step (event.formId) with its values.', (facts) => {
  const { formId, ...values } = facts.event ?? {};
  return { step: typeof formId === 'string' ? formId : '', values };
});

/** Trade-in spoke steps: device, validate (IMEI), condition, accept; the form id names the step. */
export const tradeIn: AdapterDefinition = {
  name: 'tradeIn',
  description: 'Trade-in spoke: device, IMEI check, condition appraisal, acceptance (event.formId).',
  method: 'POST',
  paths: {
    signedIn: '/tradeinservice/tradein/validateDevice',
    prospect: '/tradeinservice/tradein/nse/validateDevice',
    prepay: '/prepayservice/tradein/validateDevice',
  },
  body: (facts) => {
    const { formId, ...values } = facts.event ?? {};
    return { action: typeof formId === 'string' ? formId : '', ...values };
  },
};

/** New numbers for an area code (express checkout, newnumber spoke): event.areaCode from the search form. */
export const searchNumbers = cartCall('searchNumbers', 'available-numbers', 'New phone numbers available in an area code (event.areaCode).', (facts) => ({
  areaCode: eventText(facts, 'areaCode'),
}));

/**
 * Adds a line for the shopper's own phone (BYOD): the model the compatibility
 * check found on this page (answers.byodCheck), the SIM kind and plan chosen.
 */
export const addByod = cartCall(
  'addByod',
  'add-byod',
  'Adds a BYOD line: the checked model (answers.byodCheck.device), event.simType and event.planId.',
  (facts) => {
    const check = facts.answers.byodCheck as { device?: { modelId?: unknown } | null } | undefined;
    const modelId = check?.device?.modelId;
    return { modelId: typeof modelId === 'string' ? modelId : '', simType: eventText(facts, 'simType'), planId: eventText(facts, 'planId') };
  },
);
