// @vitest-environment node
/** The demo cart behind the mock cart services (issue 5): keyed by the cartId header, kept in storage, card numbers never kept. */
import { describe, expect, it } from 'vitest';
import { post as salesPost, useSalesMockServer } from './salesPages.ts';

const { storage } = useSalesMockServer();

// The demo cart's own tests: no loginStatus header, one cart unless a test names another.
const post = (path: string, body: unknown = {}, cartId = 'C-TEST') => salesPost(path, body, cartId, { signedIn: false });

describe('mock catalogue and cart', () => {
  it('has at least 12 phones, filters by brand and sorts by price', async () => {
    const all = await post('/deviceconfigservice/gridwall');
    expect(all.devices.length).toBeGreaterThanOrEqual(12);
    const galaxa = await post('/deviceconfigservice/gridwall', { brand: 'Galaxa', sort: 'priceLow' });
    const prices = galaxa.devices.map((d: { fullPrice: number }) => d.fullPrice);
    expect(galaxa.devices.every((d: { brand: string }) => d.brand === 'Galaxa')).toBe(true);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => a - b));
  });

  it('keeps a cart per cartId with totals, trade-in credit and checkout steps', async () => {
    await post('/cartservice/cart/add-device', { deviceId: 'nova-16', capacityId: '256gb', colourId: 'teal', paymentOption: 'monthly' });
    await post('/cartservice/cart/add-accessories', { accessoryId: 'clear-case' });
    await post('/tradeinservice/tradein/validateDevice', { action: 'device', makeId: 'nova', modelId: 'nova-14' });
    await post('/tradeinservice/tradein/validateDevice', { action: 'validate', imei: '356938035643809' });
    await post('/tradeinservice/tradein/validateDevice', { action: 'condition', condition: 'good' });
    const cart = await post('/tradeinservice/tradein/validateDevice', { action: 'accept' });
    expect(cart.itemCount).toBe(2);
    expect(cart.devices[0]).toMatchObject({ name: 'Nova 16', colour: 'Teal', capacity: '256 GB', monthly: 25.84 });
    expect(cart.tradeIn).toMatchObject({ status: 'accepted', value: 300, monthlyCredit: 8.33 });
    expect(cart.totals).toMatchObject({ dueToday: 49.99, monthlyBeforeCredit: 90.84, monthly: 82.51 });
    expect((await post('/cartservice/cart/getCart', {}, 'C-OTHER')).empty).toBe(true);
  });

  it('changes a phone line in place from its pdp: same line, plan and steps, new colour, storage and payment (issue 23 item 3)', async () => {
    const added = await post('/cartservice/cart/add-device', { deviceId: 'nova-16', capacityId: '128gb', colourId: 'teal', paymentOption: 'full' }, 'C-CHANGE');
    const line = added.devices[0];
    expect(line).toMatchObject({ colourId: 'teal', capacityId: '128gb', paymentOption: 'full' });
    const changed = await post(
      '/cartservice/cart/add-device',
      { deviceId: 'nova-16', capacityId: '256gb', colourId: 'pink', paymentOption: 'monthly', replaceItemId: line.itemId },
      'C-CHANGE',
    );
    expect(changed.devices).toHaveLength(1);
    expect(changed.devices[0]).toMatchObject({ itemId: line.itemId, colour: 'Pink', capacity: '256 GB', paymentOption: 'monthly' });
    expect(changed.plans).toEqual(added.plans);
    const gone = await post('/cartservice/cart/add-device', { deviceId: 'nova-16', paymentOption: 'full', replaceItemId: 'line-99' }, 'C-CHANGE');
    expect(gone.errors[0]).toMatchObject({ id: 'ITEM_NOT_FOUND' });
  });

  it('keeps brand and last 4 of a card, never the number', async () => {
    const cart = await post('/cartservice/cart/add-step', {
      step: 'payment',
      values: { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvv: '123', nameOnCard: 'A' },
    });
    expect(cart.checkout.payment).toEqual({ brand: 'Visa', last4: '4242', expiry: '12/39', nameOnCard: 'A' });
    expect(JSON.stringify(storage)).not.toContain('4242 4242');
    const stored = storage.getItem('mock:cart:C-TEST') ?? '';
    expect(stored).not.toContain('4242424242424242');
    expect(stored).not.toContain('"cvv"');
  });
});
