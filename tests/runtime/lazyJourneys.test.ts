import { describe, expect, it } from 'vitest';
import type { DecisionTable, Journey } from '../../src/model/flowTypes.ts';
import type { JourneyChunk } from '../../src/runtime/stores/JourneyLoader.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { codeNumber } from '../../src/model/codeKeys.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const flows = await checkedFlows();
const savings = flows.journeys.savings as Journey;
const eligible = { accountStatus: '', mtnStatus: 'A', openBankEligibility: { openbankFFlag: true, openbankSignUpFFlag: true } };

/** Flows as a production build ships them: journeys come later, from an index. */
function splitFlows() {
  return { ...flows, journeys: {}, lazyJourneys: { savings: { openbankmlp: 'openbankmlp' } } };
}

describe('journeys loaded on demand', () => {
  it('shows the page once its journey arrives, then enters it (on-enter call runs)', async () => {
    let deliver: (journey: Journey) => void = () => undefined;
    const requested: string[] = [];
    const ports = memoryPorts({ cookies: { loggedIn: 'true' } });
    const services = fakeServices({ getOpenBankEligibility: ok(eligible) });
    const store = new RootStore({
      flows: splitFlows(),
      ports,
      services,
      actions: plumbingActions,
      loadJourney: (id) => {
        requested.push(id);
        return new Promise((resolve) => {
          deliver = resolve;
        });
      },
    });
    store.start();
    expect(store.flow.current).toBeNull();
    expect(store.flow.pendingJourney).toBe('savings');
    expect(requested).toEqual(['savings']);
    expect(services.requests).toEqual([]);
    deliver(savings);
    await settleRuntime();
    expect(store.flow.current?.pageId).toBe('openbankmlp');
    expect(store.flow.pendingJourney).toBeNull();
    expect(services.requests.map((request) => request.adapter)).toEqual(['getOpenBankEligibility']);
  });

  it('reports a journey that cannot be loaded instead of a blank page', async () => {
    const ports = memoryPorts();
    const store = new RootStore({
      flows: splitFlows(),
      ports,
      services: fakeServices({}),
      actions: plumbingActions,
      loadJourney: () => Promise.reject(new Error('chunk failed')),
    });
    store.start();
    await settleRuntime();
    expect(store.flow.journeyFailed).toBe(true);
    expect(ports.errors.some((entry) => entry.message.includes('journey "savings" could not be loaded'))).toBe(true);
  });

  it('moves to a page of a journey not loaded yet, and prefetches the rest after 2 s', async () => {
    const requested: string[] = [];
    const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/nse/nothing.html' });
    const store = new RootStore({
      flows: splitFlows(),
      ports,
      services: fakeServices({ getOpenBankEligibility: ok(eligible) }),
      actions: plumbingActions,
      loadJourney: (id) => {
        requested.push(id);
        return new Promise(() => undefined);
      },
    });
    store.start();
    expect(requested).toEqual([]);
    ports.clock.advance(2000);
    expect(requested).toEqual(['savings']);
    store.flow.gotoPage('openbankmlp', { from: 'test' });
    expect(store.location.snapshot.pathname).toBe('/sales/nse/openbankmlp.html');
    expect(store.location.snapshot.search).toBe('?from=test');
  });

  it('counts a chunk that has not arrived after settings.chunkLoadTimeoutMs as failed (spec 9)', async () => {
    const ports = memoryPorts();
    const store = new RootStore({
      flows: splitFlows(),
      ports,
      services: fakeServices({}),
      actions: plumbingActions,
      loadJourney: () => new Promise(() => undefined),
    });
    store.start();
    ports.clock.advance(119_999);
    await settleRuntime();
    expect(store.flow.journeyFailed).toBe(false);
    ports.clock.advance(1);
    await settleRuntime();
    expect(store.flow.journeyFailed).toBe(true);
    expect(ports.errors.some((entry) => entry.message.includes('journey "savings" could not be loaded'))).toBe(true);
  });

  it('adds the decision tables, lists, settings and texts a chunk carries, so its page decides as before', async () => {
    const { savingsLanding, ...coreDecisions } = flows.decisions;
    const { savingsIneligibleCodes, ...coreLists } = flows.lists;
    const coreTexts = Object.fromEntries(Object.entries(flows.texts).filter(([key]) => !key.startsWith('savings.')));
    const savingsTexts = Object.fromEntries(Object.entries(flows.texts).filter(([key]) => key.startsWith('savings.')));
    let deliver: (chunk: JourneyChunk) => void = () => undefined;
    const store = new RootStore({
      flows: { ...splitFlows(), decisions: coreDecisions, lists: coreLists, texts: coreTexts },
      ports: memoryPorts({ cookies: { loggedIn: 'true' } }),
      services: fakeServices({ getOpenBankEligibility: ok(eligible) }),
      actions: plumbingActions,
      loadJourney: () => new Promise((resolve) => (deliver = resolve)),
    });
    store.start();
    expect(store.facts.decisions.savingsLanding).toBeUndefined();
    deliver({
      journey: savings,
      decisions: { savingsLanding: savingsLanding as DecisionTable },
      lists: { savingsIneligibleCodes: savingsIneligibleCodes ?? [] },
      texts: savingsTexts,
    });
    await settleRuntime();
    expect(store.flow.current?.pageId).toBe('openbankmlp');
    expect(store.facts.facts.lists.savingsIneligibleCodes).toEqual(flows.lists.savingsIneligibleCodes);
    expect(store.facts.facts.decisions.savingsLanding?.view).toBe('eligible');
    expect(JSON.stringify(store.flow.nodes)).toContain('By clicking Continue');
  });

  describe('prefetch (issue 20: no burst after start-up, no recomposition for a journey nobody is on)', () => {
    const card = flows.journeys.card as Journey;
    const twoLazy = () => ({ ...flows, journeys: {}, lazyJourneys: { savings: { openbankmlp: 'openbankmlp' }, card: { creditcardmlp: 'creditcardmlp' } } });

    /** A started store on no page, savings and card lazy, its journeys loaded by `loadJourney`; the prefetch delay has passed. */
    function prefetchingStore(loadJourney: (id: string) => Promise<Journey>): RootStore {
      const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/nse/nothing.html', cookies: { loggedIn: 'true' } });
      const store = new RootStore({
        flows: twoLazy(),
        ports,
        services: fakeServices({ getOpenBankEligibility: ok(eligible) }),
        actions: plumbingActions,
        loadJourney,
      });
      store.start();
      ports.clock.advance(codeNumber(flows.settings, 'prefetchDelayMs'));
      return store;
    }

    it('fetches the journeys one after the other and keeps them out of the flows until a page of theirs is shown', async () => {
      const requested: string[] = [];
      const deliveries: Array<() => void> = [];
      const store = prefetchingStore((id) => {
        requested.push(id);
        return new Promise((resolve) => deliveries.push(() => resolve(id === 'card' ? card : savings)));
      });
      expect(requested).toEqual(['savings']);
      deliveries[0]?.();
      await settleRuntime();
      expect(requested).toEqual(['savings', 'card']);
      deliveries[1]?.();
      await settleRuntime();
      const flowSetBefore = store.flowSet;
      expect(Object.keys(store.flowSet.journeys)).toEqual([]);

      store.flow.gotoPage('openbankmlp', {});
      // Added in the same action as the move: no loader, no second request.
      expect(store.flow.pendingJourney).toBeNull();
      expect(store.flow.current?.pageId).toBe('openbankmlp');
      expect(Object.keys(store.flowSet.journeys)).toEqual(['savings']);
      expect(store.flowSet).not.toBe(flowSetBefore);
      expect(requested).toEqual(['savings', 'card']);
      store.stop();
    });

    it('a page needed while its journey is being prefetched waits for that one request', async () => {
      const requested: string[] = [];
      let deliver: () => void = () => undefined;
      const store = prefetchingStore((id) => {
        requested.push(id);
        return new Promise((resolve) => (deliver = () => resolve(savings)));
      });
      store.flow.gotoPage('openbankmlp', {});
      expect(store.flow.pendingJourney).toBe('savings');
      deliver();
      await settleRuntime();
      expect(store.flow.current?.pageId).toBe('openbankmlp');
      expect(requested).toEqual(['savings', 'card']);
      store.stop();
    });
  });
});
