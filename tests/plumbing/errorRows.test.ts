/**
 * The serviceErrors rows (flows/errors/service-errors.json) that flows:check
 * proves only by their examples, run end to end: real axios transport, MSW mock
 * services with overrides, the plumbing and its ports. Each case asserts
 * where the shopper goes (or does not), what is shown, the log entry sent to
 * jsNotifyAsDynamic, and that no promise was left unhandled.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AdapterDefinition } from '../../src/model/adapterDefinition.ts';
import type { MockAnswer } from '../../src/mocks/overrides.ts';
import { jsNotifyAsDynamic } from '../../src/services/adapters/jsNotifyAsDynamic.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { mockServerForFile, ORIGIN, plumbingStore, settle } from './plumbingHarness.ts';

const flows = await checkedFlows();
const logPath = '/peripheralsservice/jsNotifyAsDynamic';

function adapter(name: string, path: string, method: 'GET' | 'POST' = 'POST'): AdapterDefinition {
  return { name, description: name, method, paths: { signedIn: path }, timeoutMs: 500 };
}

const addDevice = adapter('addDevice', '/cartservice/cart/addDevice');
const addAccessories = adapter('addAccessories', '/cartservice/cart/addAccessories');
const getCases = adapter('getCases', '/casemanagementservice/cases/getCases');
const accountLanding = adapter('accountLanding', '/accountlandingservice/landing');
const getCart = adapter('getCart', '/cartservice/cart/getCart');
// The sales adapters' spelling (spec 7 add-device, add-accessories) on the three API bases.
const salesAddDevice = adapter('salesAddDevice', '/cartservice/cart/add-device');
const prospectAddAccessories = adapter('prospectAddAccessories', '/cartservice/cart/nse/add-accessories');
const prepayAddDevice = adapter('prepayAddDevice', '/prepayservice/cart/add-device');
const adapters = [addDevice, addAccessories, getCases, accountLanding, getCart, salesAddDevice, prospectAddAccessories, prepayAddDevice, jsNotifyAsDynamic];

const { mocks, unhandled } = mockServerForFile();
afterEach(() => {
  expect(unhandled).toEqual([]);
});

/** Calls one adapter against an override and waits for the call and its log entry. */
async function run(call: AdapterDefinition, answer: MockAnswer, options: { page?: string; cookies?: Record<string, string>; flows?: typeof flows } = {}) {
  mocks.setOverrides({ [`${call.method} ${call.paths.signedIn}`]: answer });
  const href = `${ORIGIN}${options.page ?? '/sales/digital/shop.html'}`;
  const { store, ports } = plumbingStore(options.flows ?? flows, adapters, {
    href,
    cookies: options.cookies ?? { loggedIn: 'true', cartId: 'C-1', gnCartCount: '2' },
  });
  const outcome = await settle(store.call(call.name), ports.clock);
  await settle(new Promise((resolve) => setTimeout(resolve, 30)), ports.clock, 1);
  await mocks.flushSeen();
  const logs = mocks.seen.filter((request) => request.path === logPath).map((request) => request.body as Record<string, unknown>);
  return { store, ports, outcome, logs, row: store.plumbing.serviceState.lastError.row };
}

const errorAnswer = (error: Record<string, unknown>): MockAnswer => ({ body: { errors: [error] } });

describe('scheduled order (spec 8: 208 on add-device, add-accessories, getCases, account landing)', () => {
  it.each([addDevice, addAccessories, getCases, accountLanding, salesAddDevice, prospectAddAccessories, prepayAddDevice])(
    '208 on $paths.signedIn: services stop, the generic error page, logged as INFO',
    async (call) => {
      const { store, ports, outcome, logs, row } = await run(call, { status: 208, body: {} });
      expect(row).toBe('scheduledOrder');
      expect(outcome).toBe('skipped');
      expect(store.plumbing.serviceState.stopped).toBe(true);
      expect(ports.assigned).toEqual([`${ORIGIN}/sales/digital/error/genericError.html?type=SCHEDULED_ORDER`]);
      expect(logs).toEqual([
        expect.objectContaining({ messageType: 'INFO', eventType: 'SERVICE_ERROR', subEventType: 'SCHEDULED_ORDER', serviceUrl: call.paths.signedIn }),
      ]);
    },
  );

  it('208 on another call is an ordinary answer', async () => {
    const { ports, outcome, logs, row } = await run(getCart, { status: 208, body: {} });
    expect(row).toBe('');
    expect(outcome).toBe('done');
    expect(ports.assigned).toEqual([]);
    expect(logs).toEqual([]);
  });
});

describe('cart lost (spec 4.3, 8)', () => {
  it.each([
    { name: 'id 1022', error: { id: '1022', name: 'CART_ERROR', message: 'cart gone' } },
    { name: 'id 3454', error: { id: '3454', name: 'CART_ERROR', message: 'x' } },
    { name: '899 with a redis message', error: { id: '899', name: 'CACHE_ERROR', message: 'cart not found in redis' } },
    { name: 'a request-body message alone', error: { id: 'X1', name: 'CACHE_ERROR', message: 'missing request-body' } },
  ])('$name on the shop page: cart cookies cleared, back to the cart, logged as INFO', async ({ error }) => {
    const { store, ports, outcome, logs, row } = await run(getCart, errorAnswer(error));
    expect(row).toBe('cartLost');
    expect(outcome).toBe('skipped');
    expect(store.plumbing.serviceState.stopped).toBe(true);
    expect(ports.cookieJar.has('cartId')).toBe(false);
    expect(ports.cookieJar.has('gnCartCount')).toBe(false);
    expect(ports.cookieJar.get('loggedIn')).toBe('true');
    expect(ports.assigned).toEqual([`${ORIGIN}/sales/next/expresscheckout.html?pageName=cart&redirect=detailsnotfound`]);
    expect(logs).toEqual([expect.objectContaining({ messageType: 'INFO', subEventType: 'CART_LOST' })]);
  });

  it('a prospect goes to the postpaid express cart', async () => {
    const { ports, row } = await run(getCart, errorAnswer({ id: '15501', name: 'CART_ERROR', message: '' }), { cookies: { cartId: 'C-1' } });
    expect(row).toBe('cartLost');
    expect(ports.assigned).toEqual([`${ORIGIN}/sales/next/expresscart.html?redirect=detailsnotfound`]);
  });

  it.each(['/sales/next/expresscart.html', '/sales/next/expresscheckout.html'])('on %s only 15501 counts (express subset)', async (page) => {
    const lost = await run(getCart, errorAnswer({ id: '15501', name: 'CART_ERROR', message: '' }), { page });
    expect(lost.row).toBe('cartLostOnExpressPages');
    expect(lost.ports.assigned).toHaveLength(1);
    expect(lost.ports.cookieJar.has('cartId')).toBe(false);
    mocks.reset();
    const notLost = await run(getCart, errorAnswer({ id: '1022', name: 'CART_ERROR', message: 'cart gone' }), { page });
    expect(notLost.row).toBe('otherServiceError');
    expect(notLost.outcome).toBe('done');
    expect(notLost.ports.assigned).toEqual([]);
    expect(notLost.ports.cookieJar.get('cartId')).toBe('C-1');
  });
});

describe('accessory error 3000 (spec 5, 8)', () => {
  it.each(['Accessory Item not found in cart', 'Invalid Accessory Item Id'])('3000 with "%s" reloads the page', async (message) => {
    const { ports, row, logs } = await run(addAccessories, errorAnswer({ id: '3000', name: 'ACCESSORY_ERROR', message }));
    expect(row).toBe('accessoryNotFound');
    expect(ports.assigned).toEqual([`${ORIGIN}/sales/digital/shop.html`]);
    expect(logs).toEqual([expect.objectContaining({ messageType: 'INFO' })]);
  });

  it('a 3000 that stays after the reload does not reload again: once per address per browser session, no loop', async () => {
    const answer = errorAnswer({ id: '3000', name: 'ACCESSORY_ERROR', message: 'Invalid Accessory Item Id' });
    const { store, ports } = await run(addAccessories, answer);
    expect(ports.assigned).toEqual([`${ORIGIN}/sales/digital/shop.html`]);
    // The reloaded page (the same session storage) meets the same answer: the row is chosen, the reload is not made.
    await settle(store.call(addAccessories.name), ports.clock);
    expect(store.plumbing.serviceState.lastError.row).toBe('accessoryNotFound');
    expect(ports.assigned).toEqual([`${ORIGIN}/sales/digital/shop.html`]);
  });

  it('3000 with another message does not reload', async () => {
    const { ports, row } = await run(addAccessories, errorAnswer({ id: '3000', name: 'ACCESSORY_ERROR', message: 'Out of stock' }));
    expect(row).toBe('otherServiceError');
    expect(ports.assigned).toEqual([]);
  });
});

describe('417 (spec 8)', () => {
  it.each([
    { name: 'HTTP 417', answer: { status: 417 } as MockAnswer },
    { name: 'error id 417', answer: errorAnswer({ id: '417', name: 'EXPECTATION_FAILED', message: 'x' }) },
  ])('$name: logged with the sub-event SERVICE_ERROR_IG, nothing shown', async ({ answer }) => {
    const { store, ports, row, logs } = await run(getCart, answer);
    expect(row).toBe('expectationFailed');
    expect(logs).toEqual([expect.objectContaining({ messageType: 'ERROR', subEventType: 'SERVICE_ERROR_IG' })]);
    expect(String(logs[0]?.subEventType).endsWith('IG')).toBe(true);
    expect(store.plumbing.notifications.current).toBeNull();
    expect(ports.assigned).toEqual([]);
  });
});

describe('cancelled case (spec 8)', () => {
  const cancelled = errorAnswer({ id: 'CASE_CANCELLED', name: 'CASE_ERROR', message: 'case cancelled' });

  it('shows the configured message in an info banner with the configured button, kept across one route change', async () => {
    const { store, ports, row, logs } = await run(getCases, cancelled);
    expect(row).toBe('cancelledCase');
    expect(store.plumbing.notifications.current).toMatchObject({
      level: 'info',
      message: 'Your request was cancelled. Contact us if you need help with your order.',
      keep: true,
      buttonLabel: 'Continue shopping',
      buttonUrl: '/sales/digital/shop.html',
    });
    expect(logs).toEqual([expect.objectContaining({ messageType: 'INFO' })]);
    store.plumbing.routeChanged();
    expect(store.plumbing.notifications.current).not.toBeNull();
    store.plumbing.routeChanged();
    expect(store.plumbing.notifications.current).toBeNull();
    expect(ports.assigned).toEqual([]);
  });

  it('without settings.cancelledCaseButtonUrl there is no button', async () => {
    const noButton = { ...flows, settings: { ...flows.settings, cancelledCaseButtonUrl: '' } };
    const { store } = await run(getCases, cancelled, { flows: noButton });
    expect(store.plumbing.notifications.current).toMatchObject({ level: 'info', buttonLabel: '', buttonUrl: '' });
  });
});

describe('null redirect (spec 4.3: a redirect field set to null)', () => {
  it('stops services and, after 2 s, goes to settings.nullRedirectUrl with goto=<current page>', async () => {
    const { store, ports, row, outcome, logs } = await run(getCart, { body: { redirect: null } }, { page: '/sales/digital/shop.html?srcCode=abc' });
    expect(row).toBe('nullRedirect');
    expect(outcome).toBe('skipped');
    expect(store.plumbing.serviceState.stopped).toBe(true);
    ports.clock.advance(Number(flows.settings.redirectDelayMs));
    const target = new URL(ports.assigned[0] ?? '');
    expect(`${target.pathname}`).toBe(String(flows.settings.nullRedirectUrl));
    expect(target.searchParams.get('goto')).toBe('/sales/digital/shop.html?srcCode=abc');
    expect(logs).toEqual([expect.objectContaining({ messageType: 'INFO', subEventType: 'NULL_REDIRECT' })]);
  });

  it('waits settings.redirectDelayMs before leaving', async () => {
    mocks.setOverrides({ 'POST /cartservice/cart/getCart': { body: { redirect: null } } });
    const { store, ports } = plumbingStore(flows, adapters, { href: `${ORIGIN}/sales/digital/shop.html` });
    const call = store.call('getCart');
    // Real time for the HTTP round trip only: the manual clock stays put.
    for (let i = 0; i < 200 && store.plumbing.serviceState.lastError.row === ''; i += 1) await new Promise((resolve) => setTimeout(resolve, 5));
    await call;
    expect(ports.assigned).toEqual([]);
    ports.clock.advance(Number(flows.settings.redirectDelayMs) - 1);
    expect(ports.assigned).toEqual([]);
    ports.clock.advance(1);
    expect(ports.assigned).toHaveLength(1);
  });

  it('an answer without the field, or with a value, is no null redirect', async () => {
    const { row, ports } = await run(getCart, { body: { redirect: 'somewhere' } });
    expect(row).toBe('');
    expect(ports.assigned).toEqual([]);
  });
});
