import { FLAKY_503 } from '../commonAnswers.ts';
import { ACCESSORIES, DEFAULT_PLAN, PLANS } from '../catalogue/offers.ts';
import { byodModel, byodModelByImei } from '../catalogue/byod.ts';
import { saveCheckoutStep } from './salesCheckoutSteps.ts';
import { findDevice } from '../catalogue/devices.ts';
import type { MockContext, MockService } from '../mockService.ts';
import type { MockAnswer } from '../overrides.ts';
import { appraise, cartView, emptyCart, loadOrder, nextItemId, requiredSteps, saveCart, saveOrder, tradeInModel, type CartState } from './salesCartStore.ts';
import { cartOf, catalogueFor, readCaller, salesError, str, type SalesCaller } from './salesRequest.ts';

/** The three API bases of spec 6 for one cart call: signed-in, prospect (nse), prepay. */
function cartPaths(name: string): string[] {
  return [`/cartservice/cart/${name}`, `/cartservice/cart/nse/${name}`, `/prepayservice/cart/${name}`];
}

type Change = (cart: CartState, caller: SalesCaller) => MockAnswer | null;

/**
 * A cart call: load the caller's cart, apply the change (or answer its error), save, answer the cart.
 * A refused change is not saved, unless `saveRefused` (the change put something back on refusal).
 */
function cartCall(name: string, change: Change, saveRefused = false): MockService {
  const paths = cartPaths(name);
  return {
    key: `POST ${paths[0]}`,
    paths,
    defaultAnswer: async (ctx: MockContext) => {
      const caller = await readCaller(ctx);
      const cart = cartOf(ctx, caller);
      const refused = change(cart, caller);
      if (refused) {
        if (saveRefused) saveCart(ctx.storage, cart);
        return refused;
      }
      saveCart(ctx.storage, cart);
      return { body: cartView(cart, caller.signedIn, catalogueFor(ctx)) };
    },
  };
}

export const salesGetCart = cartCall('getCart', () => null);

export const salesAddDevice = cartCall('add-device', (cart, { body }) => {
  const device = findDevice(body.deviceId);
  if (!device) return salesError('DEVICE_NOT_FOUND', 'We could not find that device.');
  // Prepaid phones are paid in full: the service refuses device payments there as the pdp does not offer them.
  if (cart.prepaid && body.paymentOption !== 'full') return salesError('PREPAID_FULL_PRICE_ONLY', 'Prepaid phones are paid in full.');
  const colour = device.colours.find((c) => c.id === body.colourId) ?? device.colours[0]!;
  const capacity = device.capacities.find((c) => c.id === body.capacityId) ?? device.capacities[0]!;
  // Issue 23 item 3: a line changed from its pdp keeps its place, plan, protection and checkout steps.
  const replaceItemId = str(body.replaceItemId);
  if (replaceItemId) {
    const line = cart.lines.find((candidate) => candidate.itemId === replaceItemId && !candidate.byod);
    if (!line) return salesError('ITEM_NOT_FOUND', 'That phone is no longer in your cart.');
    const paymentOption = body.paymentOption === 'full' ? 'full' : 'monthly';
    if (paymentOption === 'monthly' && line.paymentOption !== 'monthly') delete cart.steps.dppagreement;
    Object.assign(line, { deviceId: device.id, colourId: colour.id, capacityId: capacity.id, paymentOption });
    return null;
  }
  const planId = cart.lines[0]?.planId ?? (cart.prepaid ? DEFAULT_PLAN.prepaid : DEFAULT_PLAN.postpaid);
  cart.lines.push({
    itemId: nextItemId(cart, 'line'),
    deviceId: device.id,
    colourId: colour.id,
    capacityId: capacity.id,
    paymentOption: body.paymentOption === 'full' ? 'full' : 'monthly',
    planId,
    protectionId: 'none',
  });
  // A new phone on payments needs its own signature on the device payment agreement.
  if (body.paymentOption !== 'full') delete cart.steps.dppagreement;
  return null;
});

/** BYOD: a line for the shopper's own phone (checked again here: the service, not the page, decides compatibility), with a SIM or eSIM and a plan. */
export const salesAddByod = cartCall('add-byod', (cart, { body }) => {
  const model = byodModel(str(body.modelId));
  if (!model || !model.compatible || model.locked) return salesError('BYOD_NOT_COMPATIBLE', 'This phone cannot be used on our network.');
  const simType = body.simType === 'esim' && model.esim ? 'esim' : 'psim';
  if (body.simType === 'esim' && !model.esim) return salesError('BYOD_NO_ESIM', 'This phone does not support eSIM. Choose a SIM card.');
  const plan = PLANS.find((p) => p.id === body.planId && p.prepaid === cart.prepaid);
  if (!plan) return salesError('PLAN_NOT_FOUND', 'Choose a plan.');
  cart.lines.push({
    itemId: nextItemId(cart, 'line'),
    deviceId: model.modelId,
    colourId: '',
    capacityId: '',
    paymentOption: 'full',
    planId: plan.id,
    protectionId: 'none',
    byod: { makeId: model.makeId, modelId: model.modelId, simType },
  });
  return null;
});

export const salesAddAccessory = cartCall('add-accessories', (cart, { body }) => {
  const accessory = ACCESSORIES.find((a) => a.id === body.accessoryId);
  // Spec 5: the accessory error 3000 reloads the page; the mock answers it for unknown ids.
  if (!accessory) return salesError('3000', 'Invalid Accessory Item Id');
  cart.accessories.push({ itemId: nextItemId(cart, 'acc'), accessoryId: accessory.id });
  return null;
});

export const salesRemoveItem = cartCall('remove-item', (cart, { body }) => {
  const itemId = str(body.itemId);
  if (itemId === 'tradein') {
    cart.tradeIn = null;
    delete cart.previousTradeIn;
    return null;
  }
  const before = cart.lines.length + cart.accessories.length;
  cart.lines = cart.lines.filter((line) => line.itemId !== itemId);
  cart.accessories = cart.accessories.filter((entry) => entry.itemId !== itemId);
  if (cart.lines.length + cart.accessories.length === before) return salesError('3000', 'Accessory Item not found in cart');
  if (cart.lines.length === 0) {
    // No line left to number, locate, activate, protect or trade against.
    for (const step of ['mdnselection', 'e911', 'activationmethod', 'protection']) delete cart.steps[step];
    cart.tradeIn = null;
    delete cart.previousTradeIn;
  }
  if (!cart.lines.some((line) => !line.byod && line.paymentOption === 'monthly')) delete cart.steps.dppagreement;
  return null;
});

export const salesChangePlan = cartCall('change-plan', (cart, { body }) => {
  const plan = PLANS.find((p) => p.id === body.planId);
  if (!plan) return salesError('PLAN_NOT_FOUND', 'We could not find that plan.');
  for (const line of cart.lines) line.planId = plan.id;
  return null;
});

/** Express checkout spokes save here (one function per spoke: salesCheckoutSteps.ts). */
export const salesSaveStep = cartCall('add-step', (cart, { body }) => saveCheckoutStep(cart, body));

/** A refused trade-in step gives back the credit applied before this trade-in started (saved: the service is called with saveRefused). */
function refuseTradeIn(cart: CartState, refusal: MockAnswer): MockAnswer {
  if (cart.previousTradeIn) {
    cart.tradeIn = cart.previousTradeIn;
    delete cart.previousTradeIn;
  }
  return refusal;
}

/**
 * Trade-in spoke: each page sends what it learnt (device, IMEI, condition,
 * acceptance); the cart keeps the trade-in and its appraised value.
 */
export const salesTradeIn: MockService = (() => {
  const service = cartCall(
    'tradein',
    (cart, { body }) => {
      const action = str(body.action);
      if (action === 'device') {
        if (!tradeInModel(str(body.makeId), str(body.modelId))) return salesError('TRADEIN_DEVICE_NOT_FOUND', 'We could not find that device.');
        // A credit already applied stays on hand until the new trade-in is accepted, so a failed second one gives it back.
        if (cart.tradeIn?.status === 'accepted') cart.previousTradeIn = cart.tradeIn;
        cart.tradeIn = { makeId: str(body.makeId), modelId: str(body.modelId), condition: '', imeiLast4: '', value: 0, status: 'device' };
        return null;
      }
      if (!cart.tradeIn) return salesError('TRADEIN_NOT_STARTED', 'Choose the device you are trading in first.');
      if (action === 'validate') {
        const imei = str(body.imei).replace(/\D/g, '');
        // Demo rule: an IMEI ending in 0000 is reported lost or stolen.
        if (imei.endsWith('0000')) return refuseTradeIn(cart, salesError('TRADEIN_BLOCKED', 'This device is reported lost or stolen and cannot be traded in.'));
        // The IMEI's type allocation code names a model: it must be the model the shopper chose.
        const named = byodModelByImei(imei);
        if (named && named.modelId !== cart.tradeIn.modelId) {
          return refuseTradeIn(
            cart,
            salesError('TRADEIN_IMEI_MISMATCH', `This IMEI belongs to a ${named.name}, not the phone you chose. Check the IMEI or choose another phone.`),
          );
        }
        cart.tradeIn = { ...cart.tradeIn, imeiLast4: imei.slice(-4), status: 'validated' };
        return null;
      }
      if (action === 'condition') {
        const tradeIn = { ...cart.tradeIn, condition: str(body.condition) || 'good' };
        cart.tradeIn = { ...tradeIn, value: appraise(tradeIn), status: 'appraised' };
        return null;
      }
      if (action === 'accept') {
        cart.tradeIn = { ...cart.tradeIn, status: 'accepted' };
        delete cart.previousTradeIn;
        return null;
      }
      return salesError('INVALID_STEP', `Unknown trade-in action "${action}".`);
    },
    true,
  );
  return {
    ...service,
    key: 'POST /tradeinservice/tradein/validateDevice',
    paths: ['/tradeinservice/tradein/validateDevice', '/tradeinservice/tradein/nse/validateDevice', '/prepayservice/tradein/validateDevice'],
  };
})();

/** An order as the mock keeps it: its number, the email it was confirmed to, and the cart as it was placed. */
type PlacedOrder = { orderNumber: string; email: string; cart: CartState };

/** What the order calls answer: the order's number and email with the placed cart's view. */
function orderAnswer(placed: PlacedOrder, view: Record<string, unknown>): Record<string, unknown> {
  return {
    orderNumber: placed.orderNumber,
    email: placed.email,
    intendType: view.intendType,
    devices: view.devices,
    accessories: view.accessories,
    plans: view.plans,
    features: view.features,
    tradeIn: view.tradeIn,
    totals: view.totals,
    checkout: view.checkout,
    cartItems: view.cartItems,
  };
}

/** Places the order: every required step must be done; the cart empties and the order is kept for the confirmation page. */
export const salesSubmitOrder: MockService = {
  key: 'POST /orderprocessservice/checkoutapi/submitOrder',
  paths: ['/orderprocessservice/checkoutapi/submitOrder', '/orderprocessservice/checkoutapi/nse/submitOrder', '/prepayservice/checkoutapi/submitOrder'],
  // Spec 4.4: a gateway failure first; the retry (with the captcha token, lists.captchaUrls) places the order.
  scenarios: { 'captcha-retry': FLAKY_503 },
  defaultAnswer: async (ctx) => {
    const caller = await readCaller(ctx);
    const cart = cartOf(ctx, caller);
    const view = cartView(cart, caller.signedIn, catalogueFor(ctx));
    if (view.empty) return salesError('DETAILS_NOT_FOUND', 'Your cart is empty.');
    const missing = requiredSteps(cart).filter((id) => !cart.steps[id]);
    if (missing.length > 0) return salesError('STEPS_PENDING', `Finish these steps first: ${missing.join(', ')}.`);
    const placed: PlacedOrder = { orderNumber: `MO${Date.now().toString().slice(-8)}`, email: cart.steps.delivery?.email ?? '', cart };
    saveOrder(ctx.storage, caller.cartId, placed);
    saveCart(ctx.storage, emptyCart(caller.cartId, cart.prepaid));
    const order = orderAnswer(placed, view);
    return { body: { ...order, errors: [] } };
  },
};

export const salesGetOrder: MockService = {
  key: 'POST /orderprocessservice/checkoutapi/getOrder',
  paths: ['/orderprocessservice/checkoutapi/getOrder', '/orderprocessservice/checkoutapi/nse/getOrder', '/prepayservice/checkoutapi/getOrder'],
  defaultAnswer: async (ctx) => {
    const caller = await readCaller(ctx);
    const placed = loadOrder(ctx.storage, caller.cartId) as PlacedOrder | null;
    if (!placed?.cart) return salesError('DETAILS_NOT_FOUND', 'We could not find that order.');
    // Built again from the placed cart, in the language this call asks for (the confirmation may be opened in the other).
    return { body: { ...orderAnswer(placed, cartView(placed.cart, caller.signedIn, catalogueFor(ctx))), errors: [] } };
  },
};
