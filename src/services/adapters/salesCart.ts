import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { eventText, languageHeaders } from './requestParts.ts';

/**
 * Cart calls (cartservice, spec 7 by name). The cart is the one the cartId
 * header names (spec 7 headers). Bodies read the event being handled
 * (facts.event: what the shopper chose or typed), never page state. Each asks
 * for the shopper's language: colour, option and accessory names come back in it.
 * Each definition is written out (name, description, method) so the build can
 * drop its description (tools/vite/stripRegistryDocs.ts); `cartRoute` adds the rest.
 */
function cartRoute(path: string): Pick<AdapterDefinition, 'paths' | 'headers'> {
  return {
    paths: { signedIn: `/cartservice/cart/${path}`, prospect: `/cartservice/cart/nse/${path}`, prepay: `/prepayservice/cart/${path}` },
    headers: languageHeaders,
  };
}

export const getCart: AdapterDefinition = {
  name: 'getCart',
  description: 'The cart: devices, plans, features, accessories, trade-in, totals and checkout steps.',
  method: 'POST',
  ...cartRoute('getCart'),
  body: () => ({}),
};

export const addDevice: AdapterDefinition = {
  name: 'addDevice',
  description: 'Adds a phone as a new line, or changes the line event.itemId names (colour, capacity, payment option from the event).',
  method: 'POST',
  ...cartRoute('add-device'),
  body: (facts) => ({
    deviceId: eventText(facts, 'deviceId'),
    colourId: eventText(facts, 'colourId'),
    capacityId: eventText(facts, 'capacityId'),
    paymentOption: eventText(facts, 'paymentOption'),
    // Issue 23 item 3: a cart line changed from its pdp ('' adds a new line).
    replaceItemId: eventText(facts, 'itemId'),
  }),
};

export const addAccessory: AdapterDefinition = {
  name: 'addAccessory',
  description: 'Adds an accessory (event.accessoryId).',
  method: 'POST',
  ...cartRoute('add-accessories'),
  body: (facts) => ({
    accessoryId: eventText(facts, 'accessoryId'),
  }),
};

export const removeCartItem: AdapterDefinition = {
  name: 'removeCartItem',
  description: 'Removes a cart item (event.itemId; "tradein" removes the trade-in).',
  method: 'POST',
  ...cartRoute('remove-item'),
  body: (facts) => ({
    itemId: eventText(facts, 'itemId'),
  }),
};

export const changePlan: AdapterDefinition = {
  name: 'changePlan',
  description: 'Puts every line on the plan event.planId.',
  method: 'POST',
  ...cartRoute('change-plan'),
  body: (facts) => ({
    planId: eventText(facts, 'planId'),
  }),
};

/**
 * Saves one express-checkout spoke: the form's id names the step, its values
 * ride along. The card number passes through here once, to the service; it is
 * not kept anywhere on the page (the form clears it, the answer has last 4 only).
 */
export const saveCheckoutStep: AdapterDefinition = {
  name: 'saveCheckoutStep',
  description: 'Saves a checkout step (event.formId) with its values.',
  method: 'POST',
  ...cartRoute('add-step'),
  body: (facts) => {
    const { formId, ...values } = facts.event ?? {};
    return { step: typeof formId === 'string' ? formId : '', values };
  },
};

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
export const searchNumbers: AdapterDefinition = {
  name: 'searchNumbers',
  description: 'New phone numbers available in an area code (event.areaCode).',
  method: 'POST',
  ...cartRoute('available-numbers'),
  body: (facts) => ({
    areaCode: eventText(facts, 'areaCode'),
  }),
};

/**
 * Adds a line for the shopper's own phone (BYOD): the model the compatibility
 * check found on this page (answers.byodCheck), the SIM kind and plan chosen.
 */
export const addByod: AdapterDefinition = {
  name: 'addByod',
  description: 'Adds a BYOD line: the checked model (answers.byodCheck.device), event.simType and event.planId.',
  method: 'POST',
  ...cartRoute('add-byod'),
  body: (facts) => {
    const check = facts.answers.byodCheck as { device?: { modelId?: unknown } | null } | undefined;
    const modelId = check?.device?.modelId;
    return { modelId: typeof modelId === 'string' ? modelId : '', simType: eventText(facts, 'simType'), planId: eventText(facts, 'planId') };
  },
};
