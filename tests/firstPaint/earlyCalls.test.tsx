// @vitest-environment jsdom
/**
 * Issue 20 item 4: a pre-rendered page's entry calls leave before the
 * hydration (hydrateFrame), with the shopper's own facts (the address's
 * query, the cookies), while the frame still renders the build's facts; the
 * page's own calls take their answers once store.start() has entered the
 * page, so each adapter is asked once and its answer (or its failure, spec 8)
 * is applied as any other.
 */
import type { AxiosInstance } from 'axios';
import { act, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { addressLanguage, applyLanguage, flowsInLanguage } from '../../src/app/language.ts';
import { hydrateFrame } from '../../src/app/firstPaint/hydrateFrame.tsx';
import { prerenderPage } from '../../src/app/firstPaint/prerenderPage.tsx';
import { startDataElementId, startDataJson } from '../../src/app/firstPaint/startData.ts';
import { actionDefinitions, adapterDefinitions, componentDefinitions } from '../../src/app/registries.ts';
import type { Ports } from '../../src/model/ports.ts';
import { createComponentRegistry } from '../../src/registry/ComponentRegistry.ts';
import { createNamedRegistry } from '../../src/registry/namedRegistry.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { FactsStore } from '../../src/runtime/stores/FactsStore.ts';
import { NodeComposer } from '../../src/runtime/stores/NodeComposer.ts';
import { createHttpTransport } from '../../src/services/httpTransport.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { runtimeFlows } from '../../tools/vite/runtimeFlows.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

/** Start-up's turns for the browser, in order with what the facts computed between them (see the facts test below). */
const turns = vi.hoisted(() => ({ log: [] as string[] }));
vi.mock('../../src/app/firstPaint/yieldToBrowser.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/app/firstPaint/yieldToBrowser.ts')>();
  return {
    yieldToBrowser: () => {
      turns.log.push('yield');
      return real.yieldToBrowser();
    },
  };
});

const flows = runtimeFlows(flowsInLanguage(await checkedFlows(), 'en'));
const pathname = '/sales/nse/pdp.html';
const device = { id: 'galaxa-s25', name: 'Galaxa S25' };

interface Sent {
  url: string;
  body: unknown;
  headers: Record<string, string>;
  /** Whether the app had marked the frame hydrated when the request left. */
  afterHydration: boolean;
}

/** The real HTTP transport over a recording client: each path answers what `answer` says for it. */
function recordingTransport(answer: (url: string) => { status: number; data: unknown }) {
  const sent: Sent[] = [];
  const client = {
    request: vi.fn(async (config: { url: string; data?: string; headers: Record<string, string> }) => {
      const afterHydration = document.getElementById('root')?.hasAttribute('data-hydrated') ?? false;
      sent.push({ url: config.url, body: config.data ? JSON.parse(config.data) : undefined, headers: config.headers, afterHydration });
      return { ...answer(config.url), headers: {} };
    }),
  } as unknown as AxiosInstance;
  const transport = createHttpTransport({ http: client, adapters: createNamedRegistry('adapter', adapterDefinitions), validators: {} });
  return { transport, sent };
}

async function hydratePdp(answer: (url: string) => { status: number; data: unknown }, beforeHydration?: () => void) {
  const data = { pathname, now: Date.UTC(2026, 10, 26, 9, 0), viewportWidth: 1280 };
  applyLanguage(addressLanguage(pathname), document);
  const frame = await prerenderPage(flows, data);
  if (!frame) throw new Error('no pdp frame');
  document.body.innerHTML = `<div id="root">${frame.html}</div><script type="application/json" id="${startDataElementId}">${startDataJson(data)}</script>`;
  const container = document.getElementById('root') as HTMLElement;
  const realPorts = memoryPorts({
    href: `http://127.0.0.1:5173${pathname}?deviceId=${device.id}`,
    cookies: { cartId: 'C-7', 'XSRF-TOKEN': 'tok-1' },
    width: 375,
  });
  const { transport, sent } = recordingTransport(answer);
  let store: RootStore | null = null;
  const createStore = (ports: Ports): RootStore => (store = new RootStore({ flows, ports, services: transport, actions: actionDefinitions }));
  const components = createComponentRegistry(componentDefinitions);
  let hydrated = false;
  const compose = vi.spyOn(NodeComposer.prototype, 'compose');
  let composedBeforeHydration = 0;
  beforeHydration?.();
  await act(async () => {
    ({ hydrated } = await hydrateFrame({ container, realPorts, components, createStore }));
    // The hydration is scheduled (a transition), not rendered yet: act renders it when this callback has returned.
    composedBeforeHydration = compose.mock.calls.length;
  });
  compose.mockRestore();
  expect(hydrated).toBe(true);
  await waitFor(() => expect(container.hasAttribute('data-hydrated')).toBe(true));
  if (!store) throw new Error('no store');
  return { store: store as RootStore, sent, realPorts, container, composedBeforeHydration };
}

const detailsPath = '/deviceconfigservice/nse/device/details';
const cartPath = '/cartservice/cart/nse/getCart';

describe('entry calls before hydration (issue 20 item 4)', () => {
  it("leave before the frame is hydrated, with the shopper's query and cookies, and are asked once", async () => {
    const { store, sent, realPorts } = await hydratePdp((url) => ({ status: 200, data: url === detailsPath ? { device } : {} }));
    const details = sent.filter((request) => request.url === detailsPath);
    expect(details).toHaveLength(1);
    expect(details[0]?.afterHydration).toBe(false);
    expect(details[0]?.body).toEqual({ deviceId: device.id });
    // The spec 7 headers read the shopper's cookies, which the frame never reads.
    expect(details[0]?.headers).toMatchObject({ cartId: 'C-7', 'X-XSRF-TOKEN': 'tok-1', pageName: 'pdp' });
    expect(sent.filter((request) => request.url === cartPath)).toHaveLength(1);
    // The page took the answer as its own call's, after start(): state and answer as if it had asked itself.
    await waitFor(() => expect(store.services.answers.get('deviceDetails')).toEqual({ device }));
    expect(store.facts.facts.calls).toMatchObject({ deviceDetails: { status: 'ok' } });
    expect(realPorts.errors).toEqual([]);
  });

  it('the page is composed once before the hydration, after the early calls have left (issue 20 item 4)', async () => {
    // Before session 37: three times (the journey's arrival, the entry loaders, the early calls' gate closing), in the
    // longest tasks after the first paint (docs/performance.md "Long tasks on PDP and cart (session 37)").
    const { composedBeforeHydration } = await hydratePdp((url) => ({ status: 200, data: url === detailsPath ? { device } : {} }));
    expect(composedBeforeHydration).toBe(1);
  });

  it('the facts are computed a part at a time before the hydration, each in a task of its own (issue 20 item 4)', async () => {
    // docs/performance.md "Lighthouse TBT (session 39)": in one task, the facts were one of the longest after the first paint.
    const record = (what: 'settled' | 'decisions') => {
      const real = Object.getOwnPropertyDescriptor(FactsStore.prototype, what)?.get;
      return vi.spyOn(FactsStore.prototype, what, 'get').mockImplementation(function (this: FactsStore) {
        turns.log.push(what);
        return real?.call(this) as never;
      });
    };
    const settled = record('settled');
    const decisions = record('decisions');
    try {
      // From the start of the browser's part: the build's frame (prerenderPage) computes facts of its own.
      await hydratePdp(
        (url) => ({ status: 200, data: url === detailsPath ? { device } : {} }),
        () => (turns.log = []),
      );
    } finally {
      settled.mockRestore();
      decisions.mockRestore();
    }
    const first = (what: string) => turns.log.indexOf(what);
    expect(first('settled')).toBeGreaterThan(-1);
    expect(first('decisions')).toBeGreaterThan(first('settled'));
    // A turn for the browser between the facts but decisions and the decision tables.
    expect(turns.log.slice(first('settled'), first('decisions'))).toContain('yield');
  });

  it("a failing early call fails the page's call, with spec 8's handling", async () => {
    const { store, sent } = await hydratePdp((url) => (url === detailsPath ? { status: 500, data: {} } : { status: 200, data: {} }));
    await waitFor(() => expect(store.facts.facts.calls).toMatchObject({ deviceDetails: { status: 'error' } }));
    // Spec 8: the error table ran for it, as for a call the page made itself.
    expect(store.facts.facts.serviceError).toMatchObject({ adapter: 'deviceDetails' });
    // Not asked again by the page itself (the retry plan's own attempts aside, none for this path).
    expect(sent.filter((request) => request.url === detailsPath && request.afterHydration)).toEqual([]);
  });
});

describe('an early answer is taken only by the same request, on the first page entered', () => {
  function pdpStore() {
    const ports = memoryPorts({ href: `http://127.0.0.1:5173${pathname}?deviceId=${device.id}`, cookies: { cartId: 'C-7' } });
    const { transport, sent } = recordingTransport((url) => ({ status: 200, data: url === detailsPath ? { device } : {} }));
    const store = new RootStore({ flows, ports, services: transport, actions: actionDefinitions });
    return { store, sent, ports };
  }

  it('a page call whose request differs (a cookie changed since) sends its own', async () => {
    const { store, sent, ports } = pdpStore();
    store.calls.sendEarly('deviceDetails');
    ports.cookieJar.set('cartId', 'C-8');
    store.start();
    await waitFor(() => expect(store.services.answers.get('deviceDetails')).toEqual({ device }));
    const cartIds = sent.filter((request) => request.url === detailsPath).map((request) => request.headers.cartId);
    expect(cartIds).toEqual(['C-7', 'C-8']);
    store.stop();
  });

  it('a cookie the early answer itself sets (a new visitor cart id) does not make the page ask again', async () => {
    const ports = memoryPorts({ href: `http://127.0.0.1:5173${pathname}?deviceId=${device.id}` });
    const { transport, sent } = recordingTransport((url) => ({ status: 200, data: url === detailsPath ? { device } : {} }));
    const store = new RootStore({ flows, ports, services: transport, actions: actionDefinitions });
    store.calls.sendEarly('deviceDetails');
    ports.cookieJar.set('cartId', 'C-new');
    store.start();
    await waitFor(() => expect(store.services.answers.get('deviceDetails')).toEqual({ device }));
    expect(sent.filter((request) => request.url === detailsPath)).toHaveLength(1);
    store.stop();
  });

  it("one not taken on that page is dropped, never a later page's answer", async () => {
    const { store, sent, ports } = pdpStore();
    // The pdp does not ask for the catalogue on entry; the plans page does.
    store.calls.sendEarly('catalogue');
    store.start();
    await waitFor(() => expect(store.services.answers.get('deviceDetails')).toEqual({ device }));
    ports.goTo('/sales/nse/recommendedplan.html');
    await waitFor(() => expect(store.services.answers.has('catalogue')).toBe(true));
    expect(sent.filter((request) => request.url.endsWith('/catalogue'))).toHaveLength(2);
    store.stop();
  });
});
