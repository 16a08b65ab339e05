/**
 * Issue 9, trade-in: the brand was shown twice ("Galaxa Galaxa S24"), the
 * condition as its raw value ("good"), an IMEI of another model was
 * accepted, and a failed second trade-in silently removed the first credit.
 */
import { describe, expect, it } from 'vitest';
import { type Answer, findComponent, pageNodes, post, useSalesMockServer } from './salesPages.ts';

useSalesMockServer();

const tradeIn = (cartId: string, body: Record<string, unknown>) => post('/tradeinservice/tradein/validateDevice', body, cartId);

/** A Nova 14 IMEI (TAC 35693803) and one of no model we know. */
const NOVA_14_IMEI = '356938035643809';
const UNKNOWN_IMEI = '490154203237518';

async function pageDetails(route: string, cart: Answer): Promise<Record<string, unknown>> {
  const list = findComponent(await pageNodes(route, { getCart: cart }), 'DetailsList');
  return Object.fromEntries(((list?.props.items ?? []) as { term: string; detail: unknown }[]).map((item) => [item.term, item.detail]));
}

describe('trade-in summary (issue 9)', () => {
  it('names the phone once and the condition in words', async () => {
    await post('/cartservice/cart/add-device', { deviceId: 'nova-16', paymentOption: 'monthly' }, 'T-SUM');
    await tradeIn('T-SUM', { action: 'device', makeId: 'galaxa', modelId: 'galaxa-s24' });
    await tradeIn('T-SUM', { action: 'validate', imei: UNKNOWN_IMEI });
    const cart = await tradeIn('T-SUM', { action: 'condition', condition: 'good' });
    const details = await pageDetails('devicesummary', cart);
    expect(details.Phone).toBe('Galaxa S24');
    expect(details.Condition).toBe('Good');
  });
});

describe('trade-in service (mock, issue 9)', () => {
  it('refuses an IMEI of another model than the one chosen', async () => {
    await post('/cartservice/cart/add-device', { deviceId: 'nova-16', paymentOption: 'monthly' }, 'T-IMEI');
    await tradeIn('T-IMEI', { action: 'device', makeId: 'galaxa', modelId: 'galaxa-s24' });
    const refused = await tradeIn('T-IMEI', { action: 'validate', imei: NOVA_14_IMEI });
    expect(refused.errors[0]).toMatchObject({ id: 'TRADEIN_IMEI_MISMATCH' });
    await tradeIn('T-IMEI', { action: 'device', makeId: 'nova', modelId: 'nova-14' });
    expect((await tradeIn('T-IMEI', { action: 'validate', imei: NOVA_14_IMEI })).errors).toEqual([]);
  });

  it('keeps the first credit when a second trade-in fails', async () => {
    await post('/cartservice/cart/add-device', { deviceId: 'nova-16', paymentOption: 'monthly' }, 'T-TWO');
    await tradeIn('T-TWO', { action: 'device', makeId: 'nova', modelId: 'nova-14' });
    await tradeIn('T-TWO', { action: 'validate', imei: NOVA_14_IMEI });
    await tradeIn('T-TWO', { action: 'condition', condition: 'good' });
    const first = await tradeIn('T-TWO', { action: 'accept' });
    expect(first.totals.monthlyTradeInCredit).toBeGreaterThan(0);
    await tradeIn('T-TWO', { action: 'device', makeId: 'galaxa', modelId: 'galaxa-s24' });
    const failed = await tradeIn('T-TWO', { action: 'validate', imei: '356938035640000' });
    expect(failed.errors[0].id).toBe('TRADEIN_BLOCKED');
    const cart = await post('/cartservice/cart/getCart', {}, 'T-TWO');
    expect(cart.tradeIn).toMatchObject({ modelId: 'nova-14', status: 'accepted' });
    expect(cart.totals.monthlyTradeInCredit).toBe(first.totals.monthlyTradeInCredit);
  });
});
