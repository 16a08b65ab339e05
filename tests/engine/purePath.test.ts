/**
 * The pure path of issue 8 item 4, without a DOM or a store: the one
 * first-match rule, page entry, and the error table after a call.
 */
import { describe, expect, it } from 'vitest';
import { afterCall } from '../../src/engine/afterCall.ts';
import { blankFacts } from '../../src/engine/blankFacts.ts';
import { enter } from '../../src/engine/enter.ts';
import { firstMatch } from '../../src/engine/firstMatch.ts';
import { pageViewData } from '../../src/engine/pageViewData.ts';
import type { ErrorTable, Page } from '../../src/model/flowTypes.ts';
import { normaliseOutcome } from '../../src/services/errors/normaliseOutcome.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';

describe('firstMatch', () => {
  const rows = [{ id: 'a', when: { '==': [{ var: 'n' }, 1] } }, { id: 'b', when: { '>': [{ var: 'n' }, 0] } }, { id: 'c' }];

  it('returns the first row whose when holds, not a later one that also holds', () => {
    expect(firstMatch(rows, { n: 1 })).toEqual({ index: 0, row: rows[0] });
    expect(firstMatch(rows, { n: 2 })).toEqual({ index: 1, row: rows[1] });
  });

  it('treats a row without when as always holding (event handlers)', () => {
    expect(firstMatch(rows, { n: 0 })).toEqual({ index: 2, row: rows[2] });
  });

  it('returns index -1 and no row when nothing holds, with JSON Logic truthiness ([] is false)', () => {
    expect(firstMatch([{ when: { var: 'list' } }], { list: [] })).toEqual({ index: -1, row: undefined });
    expect(firstMatch([], {})).toEqual({ index: -1, row: undefined });
  });

  it('does not evaluate rows after the match', () => {
    // An unknown operator throws when evaluated; after the match it is never reached.
    const guarded = [{ when: true }, { when: { noSuchOperator: [] } }];
    expect(firstMatch(guarded, {}).index).toBe(0);
  });
});

describe('enter', () => {
  const page: Page = {
    route: 'demo',
    title: 'Demo',
    analytics: { pageName: { fact: 'url.query.name' }, flow: 'shop' },
    onEnter: [
      { call: 'cart', onDone: 'CART_LOADED' },
      { set: 'ready', to: true },
    ],
    body: [],
  };

  it('returns the onEnter effects in order and the page view to send, resolving nothing', () => {
    expect(enter(page)).toEqual({ effects: page.onEnter, pageView: page.analytics });
  });

  it('returns no effects and no page view for a plain page', () => {
    expect(enter({ route: 'plain', title: 'Plain', body: [] })).toEqual({ effects: [], pageView: null });
  });

  it('resolves the page view against the facts of the moment it is sent', () => {
    const facts = { url: { query: { name: 'later' } }, lists: { analyticsQueryParams: [] } };
    expect(pageViewData(page.analytics!, { facts, texts: {} })).toEqual({ pageName: 'later', flow: 'shop', intent: '' });
  });
});

describe('afterCall (a small table)', () => {
  const table: ErrorTable = {
    $schema: '',
    id: 'demo',
    rows: [
      {
        id: 'locked',
        when: { '==': [{ var: 'error.id' }, 'LOCKED'] },
        logLevel: 'INFO',
        logSubEvent: { logic: { cat: ['LOCK_', { var: 'error.lockedChannelID' }] } },
        message: { text: 'e.locked' },
        effects: [{ action: 'lockCart', args: { channel: { fact: 'error.lockedChannelID' } } }],
        examples: [{ name: 'locked cart', facts: { error: { id: 'LOCKED' } } }],
      },
      {
        id: 'quiet208',
        when: { '==': [{ var: 'error.status' }, 208] },
        effects: [{ goto: 'scheduled' }],
        examples: [{ name: 'scheduled order', facts: { error: { status: 208 } } }],
      },
    ],
    default: { id: 'none', effects: [] },
  };
  const texts = { 'e.locked': 'Your cart is locked.' };

  it('picks the first row over facts plus error.*, resolves message, log and effect values', () => {
    const outcome = { kind: 'service', id: 'LOCKED', lockedChannelID: 'RETAIL', status: 200 };
    expect(afterCall(table, outcome, { user: {} }, texts)).toEqual({
      row: 'locked',
      message: 'Your cart is locked.',
      record: true,
      log: { level: 'INFO', subEvent: 'LOCK_RETAIL' },
      effects: [{ action: 'lockCart', args: { channel: 'RETAIL' } }],
    });
  });

  it('records a 2xx without errors only when its row acts on it', () => {
    const scheduled = { kind: 'none', status: 208 };
    const plain = { kind: 'none', status: 200 };
    expect(afterCall(table, scheduled, {}, texts)).toMatchObject({ row: 'quiet208', record: true, log: null });
    expect(afterCall(table, plain, {}, texts)).toEqual({ row: 'none', message: '', record: false, log: null, effects: [] });
  });

  it('records a failure that falls to a default without effects', () => {
    const network = { kind: 'network', status: 0 };
    expect(afterCall(table, network, {}, texts)).toMatchObject({ row: 'none', record: true, effects: [] });
  });
});

describe('afterCall (flows/errors/service-errors.json)', async () => {
  const flows = await checkedFlows();
  const table = flows.errorTables.serviceErrors!;
  const facts = blankFacts(flows);
  const outcome = (status: number, answer: unknown, url = '/cartservice/cart/get') => normaliseOutcome('cart', { ok: true, status, answer, headers: {}, url });

  it('a plain success changes nothing: no row acts, nothing is recorded or run', () => {
    const applied = afterCall(table, outcome(200, {}), facts, flows.texts);
    expect(applied.record).toBe(false);
    expect(applied.effects).toEqual([]);
  });

  it('a goToUrl answer leads to a redirect effect with the target already resolved', () => {
    const applied = afterCall(table, outcome(200, { goToUrl: '/sales/digital/shop.html' }), facts, flows.texts);
    expect(applied.record).toBe(true);
    expect(JSON.stringify(applied.effects)).toContain('/sales/digital/shop.html');
  });

  it('the 208 scheduled order (on add-device) is recorded as the page-load error although it is a 2xx', () => {
    expect(afterCall(table, outcome(208, {}, '/cartservice/cart/add-device'), facts, flows.texts)).toMatchObject({
      row: 'scheduledOrder',
      record: true,
      log: { level: 'INFO', subEvent: 'SCHEDULED_ORDER' },
    });
  });
});
