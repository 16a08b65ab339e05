/**
 * Cart data to the sales chat (spec 1, 9): the sendCartToChat action prices
 * items with the cart-items value rule, the cart page sends them through the
 * chat port, and the browser port writes the vendor's data layer.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { blankFacts } from '../../src/engine/blankFacts.ts';
import { lpTagSalesChat } from '../../src/app/ports/salesChatPort.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { raise } from '../../src/runtime/actions/raise.ts';
import { sendCartToChat } from '../../src/runtime/actions/sendCartToChat.ts';
import { setCookies } from '../../src/runtime/actions/setCookies.ts';
import { tagCartItems } from '../../src/runtime/actions/tagCartItems.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const flows = await checkedFlows();

const cartItems = [
  {
    itemId: 'line-1',
    name: 'Nova 16',
    category: 'device',
    qty: 1,
    contractType: 'DPP',
    finalDeviceMonthlyPayment: 25.84,
    nonRecurringPrice: 0,
    skuId: 'nova-16-256GB',
  },
  { itemId: 'line-1-plan', name: 'Unlimited Plus', category: 'plan', qty: 1, recurringPrice: 80, nonRecurringPrice: 0, skuId: 'unlimited-plus' },
  { itemId: 'acc-2', name: 'Clear case', category: 'accessory', qty: 2, nonRecurringPrice: 49.99, skuId: 'clear-case' },
];

describe('sendCartToChat', () => {
  it('sends each item priced by the value rule, with total and count, and nothing else of the cart', async () => {
    const ports = memoryPorts();
    // Its code loads on first use (issue 20 item 4): the run resolves once it has sent.
    await sendCartToChat.run(
      { items: cartItems, valueTable: 'salesCartItemValue', intendType: 'ESO', pageName: 'expresscart' },
      { ports, flows, facts: blankFacts(flows), dispatch: () => undefined, setUi: () => undefined },
    );
    expect(ports.chats).toEqual([
      {
        pageName: 'expresscart',
        intendType: 'ESO',
        currency: 'USD',
        total: 205.82,
        numItems: 4,
        items: [
          { name: 'Nova 16', category: 'device', sku: 'nova-16-256GB', price: 25.84, quantity: 1 },
          { name: 'Unlimited Plus', category: 'plan', sku: 'unlimited-plus', price: 80, quantity: 1 },
          { name: 'Clear case', category: 'accessory', sku: 'clear-case', price: 49.99, quantity: 2 },
        ],
      },
    ]);
  });

  it('logs and sends nothing on a host without a chat port', async () => {
    const { salesChat: _none, ...ports } = memoryPorts();
    const infos: string[] = [];
    await sendCartToChat.run(
      { items: cartItems, valueTable: 'salesCartItemValue' },
      {
        ports: { ...ports, logger: { ...ports.logger, info: (m: string) => void infos.push(m) } },
        flows,
        facts: blankFacts(flows),
        dispatch: () => undefined,
        setUi: () => undefined,
      },
    );
    expect(infos[0]).toContain('no sales chat port');
  });
});
describe('sendCartToChat code on first use (issue 20 item 4)', () => {
  const runModule = '../../src/runtime/actions/sendCartToChat.run.ts';
  /** A definition with its own first-use state, so a test sees the load its mock allows. */
  const freshAction = async () => {
    vi.resetModules();
    return (await import('../../src/runtime/actions/sendCartToChat.ts')).sendCartToChat;
  };
  const context = (ports: ReturnType<typeof memoryPorts>) => ({ ports, flows, facts: blankFacts(flows), dispatch: () => undefined, setUi: () => undefined });
  afterEach(() => {
    vi.doUnmock(runModule);
  });

  it('loads at the first run, once', async () => {
    let loads = 0;
    vi.doMock(runModule, async (importOriginal) => {
      loads += 1;
      return importOriginal();
    });
    const action = await freshAction();
    expect(loads).toBe(0);
    const ports = memoryPorts();
    await action.run({ items: cartItems, valueTable: 'salesCartItemValue' }, context(ports));
    await action.run({ items: cartItems.slice(0, 1), valueTable: 'salesCartItemValue' }, context(ports));
    expect(loads).toBe(1);
    expect(ports.chats.map((chat) => chat.numItems)).toEqual([4, 1]);
  });

  it('code that does not load is reported, not thrown, and nothing is sent', async () => {
    vi.doMock(runModule, () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/sendCartToChat.run-x.js');
    });
    const action = await freshAction();
    const ports = memoryPorts();
    const notLoaded: string[] = [];
    await expect(
      action.run({ items: cartItems, valueTable: 'salesCartItemValue' }, { ...context(ports), codeNotLoaded: (what) => void notLoaded.push(what) }),
    ).resolves.toBeUndefined();
    expect(ports.chats).toEqual([]);
    expect(ports.errors.map((entry) => entry.message)).toEqual(['[storeflow] action "sendCartToChat": its code could not be loaded']);
    expect(notLoaded).toEqual(['action sendCartToChat']);
  });
});

describe('cart pages pass the cart to the chat', () => {
  it('the express cart sends its items with the intendType as spec 3 shows it (NSEBYOD -> NSO)', async () => {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/expresscart.html' });
    const cart = {
      itemCount: 1,
      lineCount: 1,
      empty: false,
      intendType: 'NSEBYOD',
      devices: [],
      plans: [],
      features: [],
      accessories: [],
      cartItems: cartItems.slice(0, 2),
      errors: [],
    };
    const store = new RootStore({
      flows,
      ports,
      services: fakeServices({ getCart: ok(cart) }),
      actions: [...plumbingActions, setCookies, tagCartItems, raise, sendCartToChat],
    });
    store.start();
    await settleRuntime();
    expect(ports.chats).toHaveLength(1);
    expect(ports.chats[0]).toMatchObject({ pageName: 'expresscart', intendType: 'NSO', total: 105.84, numItems: 2 });
  });
});

describe('lpTagSalesChat (browser port)', () => {
  it('pushes a cart engagement attribute and sets the page sections', () => {
    const win = {} as Window & { lpTag?: { sdes: unknown[]; section: string[] } };
    lpTagSalesChat(win).sendCart({
      pageName: 'orderconfirmation',
      intendType: 'EUP',
      currency: 'USD',
      total: 49.99,
      numItems: 1,
      items: [{ name: 'Clear case', category: 'accessory', sku: 'clear-case', price: 49.99, quantity: 1 }],
    });
    expect(win.lpTag?.section).toEqual(['sales', 'orderconfirmation', 'EUP']);
    expect(win.lpTag?.sdes).toEqual([
      {
        type: 'cart',
        total: 49.99,
        currency: 'USD',
        numItems: 1,
        products: [{ product: { name: 'Clear case', category: 'accessory', sku: 'clear-case', price: 49.99 }, quantity: 1 }],
      },
    ]);
  });
});
