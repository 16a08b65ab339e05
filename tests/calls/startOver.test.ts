/**
 * 'Start a new order' on the confirmation pages (spec 2.3, 7): clearCache
 * against the MSW mock, its success (code 200) through the sales redirect
 * table to /smartphones with the cart cookies gone; another code, a 500 and a
 * network error keep the shopper on the page with the generic text.
 */
import { describe, expect, it } from 'vitest';
import { actionDefinitions, adapterDefinitions } from '../../src/app/registries.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { createHttpTransport } from '../../src/services/httpTransport.ts';
import { createHttpClient } from '../../src/services/http/createHttpClient.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { mockServerForFile, ORIGIN } from '../plumbing/plumbingHarness.ts';

const flows = await checkedFlows();
const { mocks, unhandled } = mockServerForFile();
const clearCache = 'POST /fraudservice/session/nse/clearCache';
const generic = flows.texts['common.genericError'];

async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
}

async function confirmationPage(page: 'orderconfirmation' | 'guestconfirmation') {
  const ports = memoryPorts({ href: `${ORIGIN}/sales/digital/${page}.html`, cookies: { cartId: 'C-5', gnCartCount: '0', uuid: 'V-1' } });
  const services = createHttpTransport({
    http: createHttpClient({ baseURL: ORIGIN }),
    adapters: new Map(adapterDefinitions.map((adapter) => [adapter.name, adapter])),
    validators: {},
  });
  const store = new RootStore({ flows, ports, services, actions: actionDefinitions });
  store.start();
  await until(() => store.flow.current?.pageId === page && store.services.calls.get('getCart')?.status !== 'loading');
  return { store, ports };
}

/** The redirect waits settings.redirectDelayMs on the manual clock. */
async function leave(ports: ReturnType<typeof memoryPorts>): Promise<void> {
  ports.clock.advance(Number(flows.settings.redirectDelayMs));
  await until(() => ports.assigned.length > 0, 200);
}

describe('Start a new order (clearCache)', () => {
  for (const page of ['orderconfirmation', 'guestconfirmation'] as const) {
    it(`${page}: code 200 clears the session and goes to /smartphones without the old cart`, async () => {
      const { store, ports } = await confirmationPage(page);
      store.flow.dispatch('START_OVER');
      await until(() => store.services.calls.get('clearSessionCache')?.status === 'ok');
      await until(() => store.facts.facts.ui.sessionCleared === true);
      await leave(ports);
      expect(ports.assigned).toEqual([`${ORIGIN}/smartphones`]);
      expect(ports.cookieJar.has('cartId')).toBe(false);
      expect(ports.cookieJar.get('uuid')).toBe('V-1');
      await mocks.flushSeen();
      expect(mocks.seen.filter((request) => request.path === '/fraudservice/session/nse/clearCache')).toHaveLength(1);
      expect(unhandled).toEqual([]);
    });
  }

  const failures = [
    ['an answer without code 200', { body: { code: 500 } }],
    ['HTTP 500', { status: 500, body: { errors: [] } }],
    ['a network error', { networkError: true }],
  ] as const;
  for (const [name, answer] of failures) {
    it(`${name}: stays on the page with the generic text, cart kept`, async () => {
      mocks.setOverrides({ [clearCache]: answer });
      const { store, ports } = await confirmationPage('orderconfirmation');
      store.flow.dispatch('START_OVER');
      await until(() => store.facts.facts.ui.error === generic);
      ports.clock.advance(5000);
      await new Promise((resolve) => setTimeout(resolve, 30));
      expect(store.facts.facts.ui.error).toBe(generic);
      expect(ports.assigned).toEqual([]);
      expect(ports.cookieJar.get('cartId')).toBe('C-5');
    });
  }
});
