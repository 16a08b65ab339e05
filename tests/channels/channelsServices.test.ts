/**
 * Chat and data-layer calls through the real axios caller against the MSW mock
 * services (issue 10 items 3, 4, 7): the paths per shopper, the scenario and
 * override answers, the time-out and faults, all quiet.
 */
import { describe, expect, it } from 'vitest';
import { actionDefinitions, adapterDefinitions } from '../../src/app/registries.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { createHttpTransport } from '../../src/services/httpTransport.ts';
import { createHttpClient } from '../../src/services/http/createHttpClient.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { mockServerForFile, ORIGIN } from '../plumbing/plumbingHarness.ts';

const flows = await checkedFlows();
const { mocks, unhandled } = mockServerForFile();
const chatPath = '/accountlandingservice/cosales/livePersonCheck';

function start(path: string, cookies: Record<string, string>, flowSet: FlowSet = flows) {
  const ports = memoryPorts({ href: `${ORIGIN}${path}`, cookies: { cartId: 'C-1', ...cookies } });
  const services = createHttpTransport({
    http: createHttpClient({ baseURL: ORIGIN }),
    adapters: new Map(adapterDefinitions.map((a) => [a.name, a])),
    validators: {},
  });
  const store = new RootStore({ flows: flowSet, ports, services, actions: actionDefinitions });
  store.start();
  return { store, ports };
}

/** Real time for the HTTP round trips. */
async function until(check: () => boolean, ms = 3000): Promise<void> {
  const end = Date.now() + ms;
  while (!check() && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 10));
}

const paths = () => mocks.seen.map((request) => request.path);

describe('chat and data-layer calls against the mocks', () => {
  it('signed in: /omnidlservice/readDL and the signed-in chat check with its spec 7 body', async () => {
    mocks.setOverrides({
      [`POST ${chatPath}`]: {
        body: {
          service: {
            serviceHeader: { statusCode: '0' },
            serviceBody: { serviceResponse: { propositionList: { proposition: [{ propositionId: 'PLP_01', soiEngagementId: 'S1' }] } } },
          },
          throttleList: [],
        },
      },
    });
    const { store } = start('/sales/digital/expresscart.html', { loggedIn: 'true' });
    await until(() => paths().includes('/accountlandingservice/cosales/livePersonSubmitfeedback'));
    await mocks.flushSeen();
    expect(paths()).toEqual(expect.arrayContaining(['/omnidlservice/readDL', chatPath, '/accountlandingservice/cosales/livePersonSubmitfeedback']));
    const check = mocks.seen.find((request) => request.path === chatPath);
    expect(check?.body).toMatchObject({ callReason: 'SALES', category: 'DIGITAL_SALES', customerPriority: 'NORMAL', pageContext: { pageName: 'expresscart' } });
    const feedback = mocks.seen.find((request) => request.path.endsWith('livePersonSubmitfeedback'));
    expect(feedback?.body).toMatchObject({
      subServiceName: 'livePersonSubmitfeedback',
      responseList: [{ propositionId: 'PLP_01', soiEngagementId: 'S1', dispositionId: '82' }],
    });
    expect(store.facts.facts.ui.chatPropositions).toEqual([expect.objectContaining({ propositionId: 'PLP_01', placement: 'embedded' })]);
    expect(unhandled).toEqual([]);
  });

  it('signed out: /omnidlservice/nse/readDL and no chat check; prepay: /prepayservice/readDL and nse', async () => {
    start('/sales/digital/shop.html', {});
    await until(() => paths().includes('/omnidlservice/nse/readDL'));
    start('/sales/prepaid/shop.html', { loggedIn: 'true' });
    start('/sales/prepaid/expresscart.html', {});
    await until(() => paths().includes('/prepayservice/readDL') && paths().includes('/prepayservice/nse/readDL'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(paths()).toEqual(expect.arrayContaining(['/omnidlservice/nse/readDL', '/prepayservice/readDL', '/prepayservice/nse/readDL']));
    expect(paths()).toContain('/accountlandingservice/cosales/prepay/livePersonCheck');
    expect(paths()).not.toContain('/accountlandingservice/cosales/nse/livePersonCheck');
  });

  it('a check slower than settings.chatCheckTimeoutMs is dropped quietly', async () => {
    const quick = { ...flows, settings: { ...flows.settings, chatCheckTimeoutMs: 150 } };
    mocks.setOverrides({
      [`POST ${chatPath}`]: {
        delayMs: 600,
        body: {
          service: {
            serviceHeader: { statusCode: '0' },
            serviceBody: { serviceResponse: { propositionList: { proposition: [{ propositionId: 'PLP_03' }] } } },
          },
        },
      },
    });
    const { store } = start('/sales/digital/expresscart.html', { loggedIn: 'true' }, quick);
    await until(() => store.facts.facts.serviceError?.adapter === 'livePersonCheck', 1500);
    expect(store.facts.facts.serviceError).toMatchObject({ adapter: 'livePersonCheck', kind: 'timeout', row: 'genericShownByPage' });
    // The late answer (600 ms) changes nothing.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(store.facts.facts.ui.chatPropositions).toBeUndefined();
    expect(store.facts.facts.notification?.visible ?? false).toBe(false);
    expect(paths()).not.toContain('/accountlandingservice/cosales/livePersonSubmitfeedback');
  });

  it('faults on the chat check and readDL (500, network error, malformed) show nothing', async () => {
    mocks.setOverrides({ [`POST ${chatPath}`]: [{ status: 500 }], 'POST /omnidlservice/readDL': { networkError: true } });
    const { store, ports } = start('/sales/digital/expresscart.html', { loggedIn: 'true' });
    await until(() => paths().includes(chatPath) && paths().includes('/omnidlservice/readDL'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(store.facts.facts.ui.chatPropositions).toBeUndefined();
    expect(store.facts.facts.notification?.visible ?? false).toBe(false);
    ports.clock.advance(500);
    await until(() => ports.tags.some((tag) => tag.event === 'pageView'));
    const view = ports.tags.find((tag) => tag.event === 'pageView');
    expect(view?.data).toMatchObject({ pageName: expect.any(String), experience: { GuestCheckoutXP: 'Ctrl', BrowseXP: 'Ctrl' } });
    expect(view?.data.dataLayer).toBeUndefined();
  });

  it('the chat-sticky scenario answers PLP_03', async () => {
    mocks.setOverrides({});
    const { livePersonCheck } = await import('../../src/mocks/services/livePersonCheck.ts');
    expect(JSON.stringify(livePersonCheck.scenarios?.['chat-sticky'])).toContain('PLP_03');
    expect(JSON.stringify(livePersonCheck.scenarios?.['chat-overlay'])).toContain('PLP_05');
  });
});
