// @vitest-environment node
/**
 * The express-checkout spokes of spec 2.1 behind the mock cart (e911,
 * activation, device payment agreement, new number / port-in, customer
 * agreements) and BYOD: which steps a cart needs, what each keeps, and that
 * an order cannot be placed without them.
 */
import { describe, expect, it } from 'vitest';
import { availableNumbers } from '../../src/mocks/services/salesNumbers.ts';
import { type Answer, deliveryValues, post as salesPost, step, useSalesMockServer } from './salesPages.ts';

const { storage } = useSalesMockServer();

const post = (path: string, body: unknown, cartId: string, prospect = false) => salesPost(path, body, cartId, { signedIn: !prospect });
const stepIds = (cart: Answer) => (cart.pendingSteps.checkout as { id: string }[]).map((s) => s.id);

describe('checkout spokes the cart needs', () => {
  it('asks for the device payment agreement only with a phone on monthly payments', async () => {
    const full = await post('/cartservice/cart/add-device', { deviceId: 'nova-16', paymentOption: 'full' }, 'C-FULL');
    expect(stepIds(full)).toEqual(['mdnselection', 'e911', 'activationmethod', 'protection', 'delivery', 'payment', 'customeragreements']);
    const monthly = await post('/cartservice/cart/add-device', { deviceId: 'nova-16', paymentOption: 'monthly' }, 'C-FULL');
    expect(stepIds(monthly)).toContain('dppagreement');
    const accessoryOnly = await post('/cartservice/cart/add-accessories', { accessoryId: 'clear-case' }, 'C-ACC');
    expect(stepIds(accessoryOnly)).toEqual(['delivery', 'payment', 'customeragreements']);
    expect((await step('C-ACC', 'e911', { address1: '1 Main St', city: 'A', state: 'NY', zip: '10001' })).errors[0].id).toBe('STEP_NOT_NEEDED');
  });

  it('reserves only a number the search offered, and never keeps the transfer PIN', async () => {
    await post('/cartservice/cart/add-device', { deviceId: 'nova-16', paymentOption: 'full' }, 'C-NUM');
    const found = await post('/cartservice/cart/available-numbers', { areaCode: '212' }, 'C-NUM');
    expect(found.numbers).toEqual(availableNumbers('212'));
    expect((await post('/cartservice/cart/available-numbers', { areaCode: '555' }, 'C-NUM')).errors[0].id).toBe('NO_NUMBERS');
    expect((await step('C-NUM', 'newnumber', { number: '212-555-9999' })).errors[0].id).toBe('NUMBER_UNAVAILABLE');
    const picked = await step('C-NUM', 'newnumber', { number: found.numbers[2] });
    expect(picked.checkout.number).toEqual({ numberType: 'new', areaCode: '212', number: found.numbers[2] });

    const blocked = await step('C-NUM', 'portin', {
      portNumber: '(415) 555-0000',
      carrier: 'Other',
      accountNumber: 'AB-1234',
      transferPin: '482913',
      accountHolder: 'Ada',
    });
    expect(blocked.errors[0].id).toBe('PORT_NOT_ELIGIBLE');
    const ported = await step('C-NUM', 'portin', {
      portNumber: '(415) 555-0123',
      carrier: 'Other Wireless',
      accountNumber: 'AB-98761234',
      transferPin: '482913',
      accountHolder: 'Ada Lovelace',
    });
    expect(ported.checkout.number).toEqual({
      numberType: 'port',
      portNumber: '415-555-0123',
      carrier: 'Other Wireless',
      accountLast4: '1234',
      accountHolder: 'Ada Lovelace',
    });
    expect(storage.getItem('mock:cart:C-NUM')).not.toContain('482913');
  });

  it('refuses a PO Box as the emergency address', async () => {
    await post('/cartservice/cart/add-device', { deviceId: 'nova-16', paymentOption: 'full' }, 'C-E911');
    expect((await step('C-E911', 'e911', { address1: 'PO Box 12', city: 'Austin', state: 'TX', zip: '78701' })).errors[0].id).toBe('E911_PO_BOX');
    const saved = await step('C-E911', 'e911', { address1: '500 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' });
    expect(saved.checkout.e911).toMatchObject({ address1: '500 Congress Ave', zip: '78701' });
    expect(saved.pendingSteps.checkout.find((s: { id: string }) => s.id === 'e911').done).toBe(true);
  });

  it('places no order until every step, the agreements included, is done', async () => {
    const cartId = 'C-ORDER';
    await post('/cartservice/cart/add-device', { deviceId: 'nova-16', paymentOption: 'monthly' }, cartId);
    const numbers = availableNumbers('646');
    await step(cartId, 'newnumber', { number: numbers[0] });
    await step(cartId, 'e911', { address1: '1 Main Street', city: 'New York', state: 'NY', zip: '10001' });
    await step(cartId, 'activationmethod', { method: 'self' });
    await step(cartId, 'protection', { protectionId: 'none' });
    expect((await step(cartId, 'dppagreement', { accept: false, signature: 'Ada' })).errors[0].id).toBe('DPP_NOT_ACCEPTED');
    await step(cartId, 'dppagreement', { accept: true, signature: 'Ada Lovelace' });
    await step(cartId, 'delivery', deliveryValues('standard'));
    const paid = await step(cartId, 'payment', { cardNumber: '4242424242424242', expiry: '12/39', nameOnCard: 'Ada' });
    expect(paid.checkoutReady).toBe(false);
    const refused = await post('/orderprocessservice/checkoutapi/submitOrder', {}, cartId);
    expect(refused.errors[0]).toMatchObject({ id: 'STEPS_PENDING', message: expect.stringContaining('customeragreements') });
    expect((await step(cartId, 'customeragreements', { customerAgreement: true, privacy: true, electronicRecords: false })).errors[0].id).toBe(
      'AGREEMENTS_NOT_ACCEPTED',
    );
    const agreed = await step(cartId, 'customeragreements', { customerAgreement: true, privacy: true, electronicRecords: true });
    expect(agreed.checkoutReady).toBe(true);
    const order = await post('/orderprocessservice/checkoutapi/submitOrder', {}, cartId);
    expect(order.orderNumber).toMatch(/^MO\d+$/);
    expect(order.checkout.agreements.accepted).toBe('true');
  });
});

describe('BYOD', () => {
  it('checks a phone by IMEI or by make and model, and says why not', async () => {
    const byImei = await post('/deviceconfigservice/byod/compatibility', { method: 'imei', imei: '356938035643809' }, 'C-B', true);
    expect(byImei).toMatchObject({ checked: true, compatible: true, device: { name: 'Nova 14', esim: true } });
    expect((await post('/deviceconfigservice/byod/compatibility', { method: 'imei', imei: '356938035640000' }, 'C-B', true)).reason).toBe('blocked');
    expect((await post('/deviceconfigservice/byod/compatibility', { method: 'imei', imei: '490154203237518' }, 'C-B', true)).reason).toBe('unknown');
    expect((await post('/deviceconfigservice/byod/compatibility', { method: 'model', makeId: 'nova', modelId: 'nova-8' }, 'C-B', true)).reason).toBe('network');
    expect((await post('/deviceconfigservice/byod/compatibility', { method: 'model', makeId: 'galaxa', modelId: 'galaxa-s22' }, 'C-B', true)).reason).toBe(
      'locked',
    );
  });

  it('adds a BYOD line at $0 with its SIM and plan; the cart reports NSEBYOD for a prospect, BYOD when signed in', async () => {
    expect(
      (await post('/cartservice/cart/nse/add-byod', { modelId: 'moto-g-2022', simType: 'esim', planId: 'unlimited-plus' }, 'C-BYOD', true)).errors[0].id,
    ).toBe('BYOD_NO_ESIM');
    const cart = await post('/cartservice/cart/nse/add-byod', { modelId: 'nova-14', simType: 'esim', planId: 'unlimited-plus' }, 'C-BYOD', true);
    expect(cart.intendType).toBe('NSEBYOD');
    expect(cart.devices[0]).toMatchObject({ name: 'Nova 14', capacity: 'eSIM', paymentOption: 'byod', dueToday: 0 });
    expect(cart.plans[0].name).toBe('Unlimited Plus');
    expect(cart.cartItems[0]).toMatchObject({ category: 'device', contractType: 'BYOD', nonRecurringPrice: 0 });
    expect(stepIds(cart)).not.toContain('dppagreement');
    const signedIn = await post('/cartservice/cart/add-byod', { modelId: 'pixelle-7', simType: 'psim', planId: 'unlimited-welcome' }, 'C-BYOD2');
    expect(signedIn.intendType).toBe('BYOD');
  });
});
