import { ACCESSORIES, CONDITION_FACTOR, DEFAULT_PLAN, DELIVERY_OPTIONS, PLANS, PROTECTION, TRADE_IN_MAKES } from '../catalogue/offers.ts';
import { DEVICE_PAYMENT_MONTHS, findDevice, monthlyFor } from '../catalogue/devices.ts';
import type { StorageLike } from '../storage.ts';
import { byodModel } from '../catalogue/byod.ts';
import type { CatalogueInLanguage } from '../catalogue/catalogueTexts.ts';
import { cartUpsells } from './cartUpsells.ts';

/**
 * The demo cart behind the mock cart services: kept in localStorage under
 * `mock:cart:<cartId>` so it survives a reload, keyed by the cartId the app
 * sends in the `cartId` header (spec 7; the app keeps it in the cartId cookie).
 * Card numbers never get here whole: the payment step keeps brand and last 4.
 */
export type Line = {
  itemId: string;
  deviceId: string;
  colourId: string;
  capacityId: string;
  paymentOption: 'monthly' | 'full';
  planId: string;
  protectionId: string;
  /** A line for the shopper's own phone (BYOD): no device is sold, a SIM or eSIM is. */
  byod?: { makeId: string; modelId: string; simType: 'esim' | 'psim' };
};
export type TradeIn = {
  makeId: string;
  modelId: string;
  condition: string;
  imeiLast4: string;
  value: number;
  status: 'device' | 'validated' | 'appraised' | 'accepted';
};
export type CartState = {
  cartId: string;
  prepaid: boolean;
  lines: Line[];
  accessories: { itemId: string; accessoryId: string }[];
  tradeIn: TradeIn | null;
  /** The accepted trade-in while a second one is under way: given back when the second is refused. */
  previousTradeIn?: TradeIn;
  steps: Record<string, Record<string, string>>;
  seq: number;
};

/** Checkout spokes, in the order the express checkout lists them. */
export const CHECKOUT_STEPS = ['mdnselection', 'e911', 'activationmethod', 'protection', 'dppagreement', 'delivery', 'payment', 'customeragreements'] as const;

/** Steps only a line (a phone number) needs. */
const LINE_STEPS = new Set(['mdnselection', 'e911', 'activationmethod', 'protection']);

/**
 * The steps this cart's order needs, as the cart service decides them (it
 * enforces them when the order is placed): an accessory-only order has no
 * line to number, locate or protect; the device payment agreement only when
 * a phone is bought on monthly payments; the customer agreements always.
 */
export function requiredSteps(cart: Pick<CartState, 'lines'>): readonly string[] {
  const hasLines = cart.lines.length > 0;
  const onPayments = cart.lines.some((line) => !line.byod && line.paymentOption === 'monthly');
  return CHECKOUT_STEPS.filter((id) => (LINE_STEPS.has(id) ? hasLines : id === 'dppagreement' ? onPayments : true));
}

const key = (cartId: string) => `mock:cart:${cartId}`;
const orderKey = (cartId: string) => `mock:order:${cartId}`;
const money = (n: number) => Math.round(n * 100) / 100;

export function newCartId(): string {
  return `C${Date.now().toString(36).toUpperCase()}${Math.floor(Math.random() * 1e6)
    .toString(36)
    .toUpperCase()}`;
}

export function emptyCart(cartId: string, prepaid: boolean): CartState {
  return { cartId, prepaid, lines: [], accessories: [], tradeIn: null, steps: {}, seq: 0 };
}

/** Memory fallback when no storage is given (kept per process; Node tests pass their own storage). */
const memory = new Map<string, string>();
const fallback: StorageLike = { getItem: (k) => memory.get(k) ?? null, setItem: (k, v) => void memory.set(k, v), removeItem: (k) => void memory.delete(k) };

export function loadCart(storage: StorageLike | null, cartId: string, prepaid: boolean): CartState {
  const raw = (storage ?? fallback).getItem(key(cartId));
  if (raw) {
    try {
      return JSON.parse(raw) as CartState;
    } catch {
      // A broken demo cart starts over rather than failing every call.
    }
  }
  return emptyCart(cartId, prepaid);
}

export function saveCart(storage: StorageLike | null, cart: CartState): void {
  (storage ?? fallback).setItem(key(cart.cartId), JSON.stringify(cart));
}

export function saveOrder(storage: StorageLike | null, cartId: string, order: Record<string, unknown>): void {
  (storage ?? fallback).setItem(orderKey(cartId), JSON.stringify(order));
}

export function loadOrder(storage: StorageLike | null, cartId: string): Record<string, unknown> | null {
  const raw = (storage ?? fallback).getItem(orderKey(cartId));
  try {
    return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A BYOD line shown as a device row: the shopper's phone, priced at $0, with the SIM kind as its detail. */
function byodDevice(line: Line, byod: NonNullable<Line['byod']>) {
  const found = byodModel(byod.modelId);
  return {
    itemId: line.itemId,
    deviceId: byod.modelId,
    name: found?.name ?? byod.modelId,
    brand: found?.makeName ?? '',
    colour: 'Your own phone',
    capacity: byod.simType === 'esim' ? 'eSIM' : 'SIM card',
    image: '/images/devices/byod.svg',
    paymentOption: 'byod',
    fullPrice: 0,
    monthly: 0,
    dueToday: 0,
    months: 0,
  };
}

export function nextItemId(cart: CartState, prefix: string): string {
  cart.seq += 1;
  return `${prefix}-${cart.seq}`;
}

function planOf(id: string) {
  return PLANS.find((p) => p.id === id) ?? PLANS.find((p) => p.id === DEFAULT_PLAN.postpaid)!;
}

export function tradeInModel(makeId: string, modelId: string) {
  const make = TRADE_IN_MAKES.find((m) => m.id === makeId);
  const model = make?.models.find((m) => m.id === modelId);
  return make && model ? { make, model } : null;
}

export function appraise(tradeIn: TradeIn): number {
  const found = tradeInModel(tradeIn.makeId, tradeIn.modelId);
  if (!found) return 0;
  return money(found.model.value * (CONDITION_FACTOR[tradeIn.condition] ?? 1));
}

/**
 * What the cart services answer: the cart as the pages show it (devices,
 * plans, features, accessories, trade-in, totals, checkout steps) plus the
 * cart items of spec 3 for chat and tagging.
 */
export function cartView(cart: CartState, signedIn: boolean, catalogue: CatalogueInLanguage): Record<string, unknown> {
  const devices = cart.lines.flatMap((line) => {
    if (line.byod) return [byodDevice(line, line.byod)];
    const found = findDevice(line.deviceId);
    if (!found) return [];
    const device = catalogue.device(found);
    const capacity = device.capacities.find((c) => c.id === line.capacityId) ?? device.capacities[0]!;
    const colour = device.colours.find((c) => c.id === line.colourId) ?? device.colours[0]!;
    const monthly = line.paymentOption === 'monthly' ? monthlyFor(capacity.fullPrice) : 0;
    return [
      {
        itemId: line.itemId,
        deviceId: device.id,
        name: device.name,
        brand: device.brand,
        colour: colour.name,
        colourId: colour.id,
        capacity: capacity.label,
        capacityId: capacity.id,
        image: colour.image,
        paymentOption: line.paymentOption,
        fullPrice: capacity.fullPrice,
        monthly,
        dueToday: line.paymentOption === 'full' ? capacity.fullPrice : 0,
        months: DEVICE_PAYMENT_MONTHS,
      },
    ];
  });
  const plans = cart.lines.map((line, index) => {
    const plan = planOf(line.planId);
    return { itemId: `${line.itemId}-plan`, planId: plan.id, name: plan.name, monthly: plan.monthly, line: index + 1 };
  });
  const features = cart.lines.flatMap((line, index) => {
    const found = PROTECTION.find((p) => p.id === line.protectionId);
    const protection = found && catalogue.protection(found);
    return protection && protection.monthly > 0
      ? [{ itemId: `${line.itemId}-protection`, protectionId: protection.id, name: protection.name, monthly: protection.monthly, line: index + 1 }]
      : [];
  });
  const accessories = cart.accessories.flatMap((entry) => {
    const found = ACCESSORIES.find((a) => a.id === entry.accessoryId);
    const accessory = found && catalogue.accessory(found);
    return accessory ? [{ itemId: entry.itemId, accessoryId: accessory.id, name: accessory.name, price: accessory.price, image: accessory.image }] : [];
  });
  const chosenDelivery = DELIVERY_OPTIONS.find((d) => d.id === cart.steps.delivery?.deliveryOptionId);
  const delivery = chosenDelivery && catalogue.delivery(chosenDelivery);
  const tradeInValue = cart.tradeIn?.status === 'accepted' ? cart.tradeIn.value : 0;
  const monthlyTradeInCredit = money(tradeInValue / DEVICE_PAYMENT_MONTHS);
  const dueToday = money(devices.reduce((s, d) => s + d.dueToday, 0) + accessories.reduce((s, a) => s + a.price, 0) + (delivery?.price ?? 0));
  const monthlyBeforeCredit = money(
    devices.reduce((s, d) => s + d.monthly, 0) + plans.reduce((s, p) => s + p.monthly, 0) + features.reduce((s, f) => s + f.monthly, 0),
  );
  const itemCount = devices.length + accessories.length;
  const tradeIn = cart.tradeIn
    ? (() => {
        const found = tradeInModel(cart.tradeIn.makeId, cart.tradeIn.modelId);
        return {
          status: cart.tradeIn.status,
          makeId: cart.tradeIn.makeId,
          modelId: cart.tradeIn.modelId,
          make: found?.make.name ?? '',
          model: found?.model.name ?? '',
          condition: cart.tradeIn.condition,
          imeiLast4: cart.tradeIn.imeiLast4,
          value: cart.tradeIn.value,
          monthlyCredit: money(cart.tradeIn.value / DEVICE_PAYMENT_MONTHS),
        };
      })()
    : null;
  // Spec 3 intents as the cart service reports them (the flows map them for display: salesIntendType).
  const byod = cart.lines.length > 0 && cart.lines.every((line) => line.byod);
  const intendType =
    devices.length === 0 && accessories.length > 0 ? (signedIn ? 'ACC' : 'NSEACC') : byod ? (signedIn ? 'BYOD' : 'NSEBYOD') : signedIn ? 'AAL' : 'NSE';
  const steps = requiredSteps(cart);
  const firstLineProtection = cart.lines[0] && PROTECTION.find((p) => p.id === cart.lines[0]!.protectionId);
  const cartItems = [
    ...devices.map((d, i) => ({
      itemId: d.itemId,
      name: d.name,
      category: 'device',
      qty: 1,
      nonRecurringPrice: d.dueToday,
      recurringPrice: 0,
      finalDeviceMonthlyPayment: d.monthly,
      contractType: d.paymentOption === 'monthly' ? 'DPP' : d.paymentOption === 'byod' ? 'BYOD' : 'FRP',
      productId: d.deviceId,
      deviceName: d.name,
      skuId: `${d.deviceId}-${d.capacity}`.replace(/\s+/g, ''),
      retailPrice: d.fullPrice,
      monthlyPrice: d.monthly,
      line: i + 1,
    })),
    ...plans.map((p) => ({
      itemId: p.itemId,
      name: p.name,
      category: 'plan',
      qty: 1,
      nonRecurringPrice: 0,
      recurringPrice: p.monthly,
      finalDeviceMonthlyPayment: 0,
      contractType: 'MTM',
      productId: p.planId,
      deviceName: '',
      skuId: p.planId,
      retailPrice: 0,
      monthlyPrice: p.monthly,
      line: p.line,
    })),
    ...features.map((f) => ({
      itemId: f.itemId,
      name: f.name,
      category: 'feature',
      qty: 1,
      nonRecurringPrice: 0,
      recurringPrice: f.monthly,
      finalDeviceMonthlyPayment: 0,
      contractType: 'MTM',
      productId: f.protectionId,
      deviceName: '',
      skuId: f.protectionId,
      retailPrice: 0,
      monthlyPrice: f.monthly,
      line: f.line,
    })),
    ...accessories.map((a) => ({
      itemId: a.itemId,
      name: a.name,
      category: 'accessory',
      qty: 1,
      nonRecurringPrice: a.price,
      recurringPrice: 0,
      finalDeviceMonthlyPayment: 0,
      contractType: 'FRP',
      productId: a.accessoryId,
      deviceName: '',
      skuId: a.accessoryId,
      retailPrice: a.price,
      monthlyPrice: 0,
      line: 0,
    })),
  ];
  return {
    cartId: cart.cartId,
    prepaid: cart.prepaid,
    itemCount,
    lineCount: devices.length,
    empty: itemCount === 0,
    intendType,
    devices,
    plans,
    features,
    accessories,
    tradeIn,
    totals: {
      dueToday,
      monthly: money(monthlyBeforeCredit - monthlyTradeInCredit),
      monthlyBeforeCredit,
      tradeInCredit: tradeInValue,
      monthlyTradeInCredit,
      deliveryFee: delivery?.price ?? 0,
    },
    pendingSteps: { checkout: steps.map((id) => ({ id, done: Boolean(cart.steps[id]) })) },
    checkoutReady: itemCount > 0 && steps.every((id) => Boolean(cart.steps[id])),
    checkout: {
      number: cart.steps.mdnselection ?? {},
      e911: cart.steps.e911 ?? {},
      activation: cart.steps.activationmethod
        ? { ...cart.steps.activationmethod, name: catalogue.activationName(String(cart.steps.activationmethod.method)) }
        : {},
      dppAgreement: cart.steps.dppagreement ?? {},
      agreements: cart.steps.customeragreements ?? {},
      protection: firstLineProtection ? catalogue.protection(firstLineProtection).name : '',
      protectionId: cart.steps.protection?.protectionId ?? '',
      contact: cart.steps.contact ?? {},
      delivery: { ...(cart.steps.delivery ?? {}), optionName: delivery?.name ?? '' },
      payment: cart.steps.payment ?? {},
    },
    cartItems,
    upsells: cartUpsells(cart.prepaid),
    errors: [],
  };
}
