/**
 * docs/performance.md "Click task (session 27)": a click's task changes
 * `calls` once per call leaving and `ui` once per entry action that sets it.
 * Those changes rebuild only `calls` and `ui`: the facts read from cookies,
 * the address, storage and the derived-fact tables are kept (FactsStore.settled),
 * and the facts the rules read are the same as before.
 */
import { autorun, runInAction } from 'mobx';
import { describe, expect, it } from 'vitest';
import { actionDefinitions } from '../../src/app/registries.ts';
import { factsReadByTable } from '../../src/engine/factsReadBy.ts';
import { derivedFacts } from '../../src/runtime/facts/derivedFacts.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

const flows = await checkedFlows();

function observedStore() {
  const ports = memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/shop.html' });
  let userAgentReads = 0;
  const userAgent = ports.document.userAgent;
  ports.document.userAgent = () => {
    userAgentReads += 1;
    return userAgent();
  };
  const store = new RootStore({ flows, ports, services: fakeServices({}, { otherwise: ok({}) }), actions: actionDefinitions });
  // Observed, as the page view and the title reaction observe them.
  const stop = autorun(() => void store.facts.facts);
  return { store, stop, reads: () => userAgentReads };
}

describe('the facts a click task changes', () => {
  it('rebuilds calls and ui without reading the user agent, cookies or storage again', () => {
    const { store, stop, reads } = observedStore();
    const before = reads();
    const settled = store.facts.settled;
    runInAction(() => store.services.started('getCart'));
    runInAction(() => store.ui.set('pageDescriptor', { pending: true }));
    expect(reads()).toBe(before);
    expect(store.facts.settled).toBe(settled);
    expect(store.facts.facts.calls.getCart).toEqual({ status: 'loading' });
    expect(store.facts.facts.ui.pageDescriptor).toEqual({ pending: true });
    // What the settled facts read still rebuilds them (the address here).
    runInAction(() => store.location.push('/sales/digital/cart.html'));
    expect(reads()).toBeGreaterThan(before);
    stop();
  });

  it('turns a switch on from the chat check throttle list (ui.chatThrottleList), as before', () => {
    const { store, stop } = observedStore();
    const name = Object.keys(store.facts.facts.switches).find((key) => store.facts.facts.switches[key] === false);
    expect(name).toBeDefined();
    runInAction(() => store.ui.set('chatThrottleList', [name]));
    expect(store.facts.facts.switches[name!]).toBe(true);
    stop();
  });

  it('holds for the flows: no derived-fact table reads ui or calls (they are decided from the settled facts)', () => {
    for (const { table } of derivedFacts) {
      const reads = factsReadByTable(flows.decisions[table]!);
      expect(reads, table).not.toBeNull();
      expect(
        reads!.filter(([root]) => root === undefined || root === 'ui' || root === 'calls'),
        table,
      ).toEqual([]);
    }
  });
});
