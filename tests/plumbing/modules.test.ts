/**
 * The plumbing modules each work from the narrow ports they are handed
 * (issue 8 item 4), without a RootStore: the error table returns the row's
 * effects instead of running them, the session module leaves through the
 * redirect port it was given.
 */
import { describe, expect, it } from 'vitest';
import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import type { Facts } from '../../src/model/facts.ts';
import { ErrorTable } from '../../src/runtime/calls/ErrorTable.ts';
import type { LogEntry } from '../../src/runtime/plumbing/logging/logBody.ts';
import { createPlumbingState } from '../../src/runtime/plumbing/PlumbingState.ts';
import { SessionModule } from '../../src/runtime/plumbing/session/SessionModule.ts';
import type { RedirectOrder } from '../../src/runtime/redirect/Redirector.ts';
import { checkedFlows } from '../setup/checkedFlows.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';

const flows = await checkedFlows();

describe('ErrorTable', () => {
  function errorTable() {
    const ports = memoryPorts();
    const state = createPlumbingState(ports.clock, () => flows);
    const logs: LogEntry[] = [];
    const errors = new ErrorTable({
      ports,
      flows: () => flows,
      facts: () => blankFacts(flows),
      serviceState: state.serviceState,
      session: state.session,
      log: (entry) => logs.push(entry),
    });
    return { errors, state, logs, ports };
  }

  it('records, logs and hands back the effects of a goToUrl row, running none of them', () => {
    const { errors, state, logs, ports } = errorTable();
    const effects = errors.afterCall('getCart', { ...ok({ goToUrl: '/sales/digital/shop.html' }), url: '/cartservice/cart/get', method: 'POST' });
    expect(JSON.stringify(effects)).toContain('/sales/digital/shop.html');
    expect(state.serviceState.lastError).toMatchObject({ present: true, adapter: 'getCart', kind: 'redirect' });
    expect(state.serviceState.lastError.row).toBe('goToUrl');
    // The goToUrl row logs at NONE.
    expect(logs).toEqual([]);
    // Nothing ran: services are still on and nobody left.
    expect(state.serviceState.stopped).toBe(false);
    expect(ports.assigned).toEqual([]);
  });

  it('keeps the throttle list and marks a retried call', () => {
    const { errors, state } = errorTable();
    errors.afterCall('getNSAThrottleList', { ...ok({ throttleList: ['EA_VC'] }), attempts: 2 });
    expect(state.serviceState.throttleList).toEqual(['EA_VC']);
    expect(state.serviceState.retryTriggered).toBe(true);
  });
});

describe('SessionModule', () => {
  it('a guest whose session times out leaves through the redirect port with services stopped', () => {
    const ports = memoryPorts();
    const state = createPlumbingState(ports.clock, () => flows);
    const orders: RedirectOrder[] = [];
    const facts = (): Facts =>
      mergeFacts(blankFacts(flows), { decisions: { sessionEnd: { outcome: 'redirect', to: '/sales/digital/prospectbyodoptions.html' } } });
    const session = new SessionModule({
      ports,
      flows: () => flows,
      facts,
      transport: fakeServices({}),
      headers: () => ({}),
      session: state.session,
      serviceState: state.serviceState,
      redirect: (order) => orders.push(order) > 0,
    });
    session.start();
    ports.clock.advance(30 * 60_000);
    expect(orders).toEqual([{ target: '/sales/digital/prospectbyodoptions.html', stopServices: true }]);
    session.stop();
  });
});
