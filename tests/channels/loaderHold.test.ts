/**
 * Spec 9 loader hide delay through a RootStore on the manual clock: the
 * savings landing's loader (the loader fragment) stays settings.loaderHideDelayMs
 * after the eligibility answer (calls.<name>.loaderHeld), then goes; a new
 * page's call is not released by an old timer.
 */
import { describe, expect, it } from 'vitest';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

const flows = await checkedFlows();
const eligible = { accountStatus: '', mtnStatus: 'A', openBankEligibility: { openbankFFlag: true, openbankSignUpFFlag: true, customErrorMessagesFFlag: true } };

function start(delayMs?: number) {
  const ports = memoryPorts({ cookies: { loggedIn: 'true' } });
  const withDelay = delayMs === undefined ? flows : { ...flows, settings: { ...flows.settings, loaderHideDelayMs: delayMs } };
  const store = new RootStore({ flows: withDelay, ports, services: fakeServices({ getOpenBankEligibility: ok(eligible) }), actions: plumbingActions });
  store.start();
  const showsLoader = () => JSON.stringify(store.flow.nodes).includes('"component":"Loader"');
  return { store, ports, showsLoader };
}

describe('loader hide delay (spec 9: 500 ms)', () => {
  it('keeps the loader 500 ms after the answer, beside the answer, then hides it', async () => {
    expect(flows.settings.loaderHideDelayMs).toBe(500);
    const { store, ports, showsLoader } = start();
    expect(showsLoader()).toBe(true);
    await settleRuntime();
    expect(store.facts.facts.calls.getOpenBankEligibility).toEqual({ status: 'ok', loaderHeld: true });
    expect(store.facts.decisions.savingsLanding?.rowId).toBe('newCustomerEligible');
    ports.clock.advance(499);
    expect(showsLoader()).toBe(true);
    ports.clock.advance(1);
    expect(showsLoader()).toBe(false);
    expect(store.facts.facts.calls.getOpenBankEligibility).toEqual({ status: 'ok' });
  });

  it('0 turns the hold off: the loader goes with the answer', async () => {
    const { showsLoader } = start(0);
    await settleRuntime();
    expect(showsLoader()).toBe(false);
  });

  it('a timer of an earlier answer does not release a newer call of the same adapter', async () => {
    const { store, ports } = start();
    await settleRuntime();
    ports.clock.advance(300);
    void store.call('getOpenBankEligibility');
    await settleRuntime();
    ports.clock.advance(200);
    expect(store.facts.facts.calls.getOpenBankEligibility?.loaderHeld).toBe(true);
    ports.clock.advance(300);
    expect(store.facts.facts.calls.getOpenBankEligibility?.loaderHeld).toBeUndefined();
  });
});
