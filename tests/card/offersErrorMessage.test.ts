/**
 * Issue 9 / spec 8: a service error named API_ERROR, HTTP_ERROR or
 * SYSTEM_ERROR, or a message with UNABLE TO CONNECT, shows the generic text,
 * never the raw server message, unless showServicesError
 * (FF_SHOW_SERVICES_ERROR) is on. The card landing used to show the raw
 * message of a SYSTEM_ERROR answer.
 */
import { describe, expect, it } from 'vitest';
import { RootStore } from '../../src/runtime/RootStore.ts';
import type { ServiceTransport } from '../../src/services/transport.ts';
import { getPath } from '../../src/engine/path.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const flows = await checkedFlows();
const generic = flows.texts['common.genericError'];

/** The card landing (or splash) with get-offers answering this first error; other calls answer nothing. */
async function landingFacts(route: string, error: Record<string, string>, cookies: Record<string, string> = {}): Promise<object> {
  const services: ServiceTransport = {
    adapterNames: () => ['getoffers'],
    call: async (request) => ({ ok: true, answer: request.adapter === 'getoffers' ? { errors: [error] } : { errors: [] }, status: 200, headers: {} }),
  };
  const store = new RootStore({
    flows,
    ports: memoryPorts({ href: `http://127.0.0.1:5173/sales/digital/${route}.html`, cookies }),
    services,
    actions: plumbingActions,
  });
  store.start();
  await settleRuntime();
  const facts = store.facts.facts;
  store.stop();
  return facts;
}

const raw = 'Offers are down for maintenance.';

describe('card landing: service errors as the shopper reads them (spec 8)', () => {
  it.each(['API_ERROR', 'HTTP_ERROR', 'SYSTEM_ERROR'])('%s shows the generic text', async (name) => {
    const facts = await landingFacts('creditcardmlp', { id: 'E500', name, message: raw });
    expect(getPath(facts, 'decisions.cardLanding.view')).toBe('error');
    expect(getPath(facts, 'decisions.cardLanding.message')).toBe(generic);
  });

  it('a message with UNABLE TO CONNECT shows the generic text', async () => {
    const facts = await landingFacts('creditcardmlp', { id: 'E1', name: 'DOWN', message: 'UNABLE TO CONNECT to offers backend' });
    expect(getPath(facts, 'decisions.cardLanding.message')).toBe(generic);
  });

  it('any other error keeps its own message', async () => {
    const facts = await landingFacts('creditcardmlp', { id: 'E1', name: 'DOWN', message: raw });
    expect(getPath(facts, 'decisions.cardLanding.message')).toBe(raw);
  });

  it('with showServicesError on, the service message is shown', async () => {
    const facts = await landingFacts('creditcardmlp', { id: 'E500', name: 'SYSTEM_ERROR', message: raw }, { cdlThrottleList: 'FF_SHOW_SERVICES_ERROR' });
    expect(getPath(facts, 'decisions.cardLanding.message')).toBe(raw);
  });
});

/** A sales spoke whose save answers a generic error shows the generic text too (flows/fragments/showServiceError.json). */
describe('sales pages: a generic error of a save shows the generic text (spec 8)', () => {
  it('SYSTEM_ERROR from the trade-in service on the device page', async () => {
    const services: ServiceTransport = {
      adapterNames: () => ['tradeIn'],
      call: async (request) => ({
        ok: true,
        answer: request.adapter === 'tradeIn' ? { errors: [{ id: 'E500', name: 'SYSTEM_ERROR', message: raw }] } : { errors: [] },
        status: 200,
        headers: {},
      }),
    };
    const store = new RootStore({
      flows,
      ports: memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/selectMakeAndModel.html', cookies: { loggedIn: 'true' } }),
      services,
      actions: plumbingActions,
    });
    store.start();
    await settleRuntime();
    store.flow.dispatch('SUBMIT', { formId: 'device', makeId: 'nova', modelId: 'nova-14' });
    await settleRuntime();
    expect(getPath(store.facts.facts, 'ui.error')).toBe(generic);
    store.stop();
  });
});
