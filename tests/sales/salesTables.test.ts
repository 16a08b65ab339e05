/**
 * Issue 5: the sales redirect table (spec 2.3) and the cart-items value rule
 * (spec 9) through their examples, and the value rule applied per item by
 * the tagCartItems action.
 */
import { describe, expect, it } from 'vitest';
import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import { chooseRedirect } from '../../src/engine/redirectTable.ts';
import type { Ports } from '../../src/model/ports.ts';
import { tagCartItems } from '../../src/runtime/actions/tagCartItems.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';

const flows = await checkedFlows();
const table = flows.redirectTables.sales!;

describe('redirect table sales (spec 2.3)', () => {
  const cases = table.rows.flatMap((row) =>
    row.examples.map((example, index) => ({ row, example, label: `${row.id} / ${example.name ?? `example ${index + 1}`}` })),
  );

  it.each(cases)('$label lands on its row and names a same-site target', ({ row, example }) => {
    const facts = mergeFacts(blankFacts(flows), example.facts);
    const chosen = chooseRedirect(table, { facts, texts: flows.texts });
    expect(chosen.row).toBe(row.id);
    expect(chosen.to).toMatch(/^\/(?!\/)/);
  });

  it('sends each lost cart to its detailsnotfound page', () => {
    const lost = { answers: { getCart: { errors: [{ id: 'DETAILS_NOT_FOUND' }] } } };
    const target = (extra: object) => chooseRedirect(table, { facts: mergeFacts(blankFacts(flows), { ...lost, ...extra }), texts: flows.texts }).to;
    expect(target({})).toBe('/sales/next/expresscart.html?redirect=detailsnotfound');
    expect(target({ user: { prepay: true } })).toBe('/sales/prepaid/expresscart.html?redirect=detailsnotfound');
    expect(target({ user: { signedIn: true, prospect: false } })).toBe('/sales/next/expresscheckout.html?pageName=cart&redirect=detailsnotfound');
    // Once there, no loop.
    expect(target({ url: { query: { redirect: 'detailsnotfound' } } })).toBe('');
  });

  it('sends nobody anywhere on an ordinary cart', () => {
    const facts = mergeFacts(blankFacts(flows), {
      url: { pageName: 'expresscart' },
      calls: { getCart: { status: 'ok' } },
      answers: { getCart: { empty: false } },
    });
    expect(chooseRedirect(table, { facts, texts: flows.texts })).toEqual({ row: '', to: '' });
  });
});

describe('cart-items value rule (spec 9) through tagCartItems', () => {
  it('prices each item by its row and sends only the tag data', () => {
    const sent: { event: string; data: Record<string, unknown> }[] = [];
    const ports = {
      pageTag: { send: (event: string, data: Record<string, unknown>) => sent.push({ event, data }) },
      logger: { error: () => undefined, info: () => undefined },
    } as unknown as Ports;
    const items = [
      { itemId: 'line-1', category: 'device', contractType: 'DPP', finalDeviceMonthlyPayment: 27.78, nonRecurringPrice: 0 },
      { itemId: 'line-2', category: 'device', contractType: 'FRP', finalDeviceMonthlyPayment: 0, nonRecurringPrice: 999.99 },
      { itemId: 'line-1-plan', category: 'plan', recurringPrice: 80 },
      { itemId: 'line-1-protection', category: 'feature', recurringPrice: 17 },
      { itemId: 'acc-3', category: 'accessory', nonRecurringPrice: 49.99 },
      { itemId: 'x', category: 'gift card', nonRecurringPrice: 25 },
    ];
    void tagCartItems.run(
      { event: 'addToCart', items, valueTable: 'salesCartItemValue' },
      { ports, flows, facts: blankFacts(flows), dispatch: () => undefined, setUi: () => undefined },
    );
    expect(sent).toHaveLength(1);
    const tagged = sent[0]!.data.cartItems as { price: string; priceRule: string }[];
    expect(tagged.map((item) => [item.priceRule, item.price])).toEqual([
      ['devicePaymentPlan', '27.78'],
      ['otherDevice', '999.99'],
      ['featureOrPlan', '80.00'],
      ['featureOrPlan', '17.00'],
      ['accessory', '49.99'],
      ['other', '0.00'],
    ]);
  });

  it('tags only the removed line and its parts when asked', () => {
    const sent: Record<string, unknown>[] = [];
    const ports = {
      pageTag: { send: (_event: string, data: Record<string, unknown>) => sent.push(data) },
      logger: { error: () => undefined, info: () => undefined },
    } as unknown as Ports;
    const items = [
      { itemId: 'line-1', category: 'device' },
      { itemId: 'line-1-plan', category: 'plan' },
      { itemId: 'line-10', category: 'device' },
    ];
    void tagCartItems.run(
      { event: 'removeFromCart', items, valueTable: 'salesCartItemValue', only: 'line-1' },
      { ports, flows, facts: blankFacts(flows), dispatch: () => undefined, setUi: () => undefined },
    );
    expect((sent[0]!.cartItems as { itemId: string }[]).map((item) => item.itemId)).toEqual(['line-1', 'line-1-plan']);
  });
});
