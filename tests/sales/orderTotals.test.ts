/**
 * Issue 9: the confirmation dropped protection, so its lines did not add up
 * to its total, and the review listed protection twice. The mock cart/order
 * answers carry every priced line, the totals equal the sum of the lines, and
 * the review and confirmation pages show each line once.
 */
import { describe, expect, it } from 'vitest';
import { availableNumbers } from '../../src/mocks/services/salesNumbers.ts';
import { type Answer, deliveryValues, findComponent, pageNodes, post, shownStrings, step, useSalesMockServer } from './salesPages.ts';

useSalesMockServer();

const cents = (amount: number) => Math.round(amount * 100);
const sum = (items: Answer[] | undefined, key: string) => (items ?? []).reduce((total, item) => total + cents(Number(item[key] ?? 0)), 0);

/** A cart with a phone on payments, Device Protect, a case and overnight shipping, every step done. */
async function readyCart(cartId: string): Promise<Answer> {
  await post('/cartservice/cart/add-device', { deviceId: 'nova-16', paymentOption: 'monthly' }, cartId);
  await post('/cartservice/cart/add-accessories', { accessoryId: 'clear-case' }, cartId);
  await step(cartId, 'newnumber', { number: availableNumbers('646')[0] });
  await step(cartId, 'e911', { address1: '1 Main Street', city: 'New York', state: 'NY', zip: '10001' });
  await step(cartId, 'activationmethod', { method: 'self' });
  await step(cartId, 'protection', { protectionId: 'device-protect' });
  await step(cartId, 'dppagreement', { accept: true, signature: 'Ada Lovelace' });
  await step(cartId, 'delivery', deliveryValues('overnight'));
  await step(cartId, 'payment', { cardNumber: '4242424242424242', expiry: '12/39', nameOnCard: 'Ada' });
  return step(cartId, 'customeragreements', { customerAgreement: true, privacy: true, electronicRecords: true });
}

/** The lines of a cart or order add up to its totals: today's and the monthly. */
function expectTotalsAddUp(answer: Answer): void {
  const today = sum(answer.devices, 'dueToday') + sum(answer.accessories, 'price') + cents(answer.totals.deliveryFee ?? 0);
  expect(today).toBe(cents(answer.totals.dueToday));
  const monthly =
    sum(answer.devices, 'monthly') + sum(answer.plans, 'monthly') + sum(answer.features, 'monthly') - cents(answer.totals.monthlyTradeInCredit ?? 0);
  expect(monthly).toBe(cents(answer.totals.monthly));
}

describe('order lines and totals (issue 9)', () => {
  it('the placed order keeps the protection line, and its lines add up to its totals', async () => {
    const cart = await readyCart('C-TOTALS');
    expect(cart.features).toHaveLength(1);
    expectTotalsAddUp(cart);
    await post('/orderprocessservice/checkoutapi/submitOrder', {}, 'C-TOTALS');
    const order = await post('/orderprocessservice/checkoutapi/getOrder', {}, 'C-TOTALS');
    expect(order.features).toEqual(cart.features);
    expectTotalsAddUp(order);
  });

  it('the confirmation lists the protection line once, with shipping broken out of what was paid today', async () => {
    const cart = await readyCart('C-CONFIRM');
    await post('/orderprocessservice/checkoutapi/submitOrder', {}, 'C-CONFIRM');
    const order = await post('/orderprocessservice/checkoutapi/getOrder', {}, 'C-CONFIRM');
    const nodes = await pageNodes('orderconfirmation', { getOrder: order, getCart: { ...cart, empty: true, itemCount: 0 } });
    expect(findComponent(nodes, 'CartLines')?.props.features).toEqual(order.features);
    expect(shownStrings(nodes, { except: 'CartLines' }).filter((text) => text.includes('Device Protect'))).toEqual([]);
    const rows = findComponent(nodes, 'PriceSummary')?.props.rows as { label: string; amount: number }[];
    expect(rows.map((row) => row.amount)).toEqual(expect.arrayContaining([order.totals.dueToday, order.totals.deliveryFee, order.totals.monthly]));
  });

  it('the review lists protection once (its cart line), not again among the details', async () => {
    const cart = await readyCart('C-REVIEW');
    const nodes = await pageNodes('orderreview', { getCart: cart });
    expect(findComponent(nodes, 'CartLines')?.props.features).toEqual(cart.features);
    expect(shownStrings(nodes, { except: 'CartLines' }).filter((text) => text.includes('Device Protect'))).toEqual([]);
  });

  it('the placed order answers in the language its call asks for (a confirmation opened in the other language reads in it)', async () => {
    await readyCart('C-LANGUAGE');
    const placed = await post('/orderprocessservice/checkoutapi/submitOrder', {}, 'C-LANGUAGE');
    const inSpanish = (await (
      await fetch('http://api.test/orderprocessservice/checkoutapi/getOrder', {
        method: 'POST',
        headers: { 'content-type': 'application/json', cartId: 'C-LANGUAGE', loginStatus: 'authenticated', 'Accept-Language': 'es' },
        body: '{}',
      })
    ).json()) as Answer;
    expect(inSpanish.orderNumber).toBe(placed.orderNumber);
    expect(inSpanish.devices[0]).toMatchObject({ name: 'Nova 16', colour: 'Ultramar' });
    expect(inSpanish.accessories[0]).toMatchObject({ name: 'Funda transparente estilo MagSafe' });
    expect(inSpanish.totals).toEqual(placed.totals);
    expect(placed.devices[0]).toMatchObject({ colour: 'Ultramarine' });
  });
});
