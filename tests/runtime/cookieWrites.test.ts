/**
 * docs/performance.md "Transitions (session 36)": setCookies writes only a
 * cookie whose value changes. The sales layout sets the cart cookies after
 * every cart answer (flows/fragments/cartCookies.json), mostly to what they
 * were; in the browser each write made the next page entry's cookie read a
 * round trip to the network process. The cookies the page and the services
 * see are the same.
 */
import { describe, expect, it } from 'vitest';
import { setCookies } from '../../src/runtime/actions/setCookies.ts';
import type { ActionContext } from '../../src/model/actionDefinition.ts';
import type { CookiePort } from '../../src/model/ports.ts';
import { ok } from '../doubles/fakeServices.ts';
import { manualFrames } from '../doubles/manualFrames.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { onePhoneCart, startedStore } from '../doubles/startedStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';

const flows = await checkedFlows();

/** A cookie port over `jar` that records its writes. */
function recordingCookies(jar: Map<string, string>, writes: string[]): CookiePort {
  return {
    get: (name) => jar.get(name),
    all: () => Object.fromEntries(jar),
    held: () => Object.fromEntries(jar),
    set: (name, value) => {
      writes.push(`set ${name}=${value}`);
      jar.set(name, value);
    },
    remove: (name) => {
      writes.push(`remove ${name}`);
      jar.delete(name);
    },
  };
}

describe('setCookies writes only what changes (session 36)', () => {
  it('sets a new or changed value and removes a present cookie; leaves an equal value and an absent cookie alone', () => {
    const jar = new Map([
      ['gnCartCount', '1'],
      ['cartId', 'c-1'],
      ['prospectCartAvailable', 'true'],
      ['intent', ''],
    ]);
    const writes: string[] = [];
    const ports = { cookies: recordingCookies(jar, writes) } as unknown as ActionContext['ports'];
    void setCookies.run({ gnCartCount: 1, cartId: 'c-2', role: 'guest', prospectCartCount: null, prospectCartAvailable: null, intent: '' }, {
      ports,
    } as ActionContext);
    expect(writes).toEqual(['set cartId=c-2', 'set role=guest', 'remove prospectCartAvailable', 'remove intent']);
    expect(Object.fromEntries(jar)).toEqual({ gnCartCount: '1', cartId: 'c-2', role: 'guest' });
  });

  it('an absent fact (undefined) leaves a present and an absent cookie alone', () => {
    const jar = new Map([['cartId', 'c-1']]);
    const writes: string[] = [];
    const ports = { cookies: recordingCookies(jar, writes) } as unknown as ActionContext['ports'];
    void setCookies.run({ cartId: undefined, gnCartCount: undefined }, { ports } as ActionContext);
    expect(writes).toEqual([]);
    expect(Object.fromEntries(jar)).toEqual({ cartId: 'c-1' });
  });

  it('a signed-in page view whose cart count is the cookie writes no cookie; a changed count writes it', async () => {
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/shop.html', cookies: { loggedIn: 'true', gnCartCount: '1' } });
    ports.frames = manualFrames();
    const jar = new Map(Object.entries(ports.cookies.all()));
    const writes: string[] = [];
    ports.cookies = recordingCookies(jar, writes);
    const device = { id: 'galaxa-s25', name: 'Galaxa S25' };
    const cart = { ...onePhoneCart };
    const { store } = startedStore(flows, ports, {
      deviceDetails: ok({ device }),
      gridwall: ok({ devices: [] }),
      getWishlist: ok({ items: [] }),
      getCart: () => ok({ ...cart }),
    });
    const settle = async (): Promise<void> => {
      await settleRuntime();
      (ports.frames as ReturnType<typeof manualFrames>).frame();
      await settleRuntime();
    };
    await settle();
    store.location.push('/sales/digital/pdp.html?deviceId=galaxa-s25');
    await settle();
    expect(store.services.answers.get('getCart')).toMatchObject({ itemCount: 1 });
    expect(writes).toEqual([]);
    cart.itemCount = 2;
    store.location.push('/sales/digital/shop.html');
    await settle();
    expect(writes).toEqual(['set gnCartCount=2']);
    expect(jar.get('gnCartCount')).toBe('2');
  });
});
