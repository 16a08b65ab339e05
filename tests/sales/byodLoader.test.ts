/**
 * The BYOD page's loader shows while the device check's first answer (the
 * makes to choose from) is on its way, and goes when that check fails: the
 * loader is an overlay, and one left up would veil the error the page shows.
 */
import { describe, expect, it } from 'vitest';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { ServiceError } from '../../src/services/errors/ServiceError.ts';
import type { CallResult } from '../../src/services/transport.ts';
import { fakeServices, ok } from '../doubles/fakeServices.ts';
import { memoryPorts } from '../doubles/memoryPorts.ts';
import { findComponent, flows } from './salesPages.ts';
import { settleRuntime } from '../doubles/settleRuntime.ts';
import { plumbingActions } from '../../src/runtime/actions/plumbing/plumbingActions.ts';

async function byodNodes(byodCheck: () => CallResult | Promise<CallResult>) {
  const services = fakeServices({ byodCheck }, { otherwise: ok({ errors: [] }) });
  const store = new RootStore({ flows, ports: memoryPorts({ href: 'http://127.0.0.1:5173/sales/digital/byod.html' }), services, actions: plumbingActions });
  store.start();
  await settleRuntime();
  const nodes = store.flow.nodes;
  store.stop();
  return nodes;
}

describe('BYOD loader', () => {
  it('shows while the check is out', async () => {
    expect(findComponent(await byodNodes(() => new Promise<CallResult>(() => undefined)), 'Loader')).toBeDefined();
  });

  it('goes when the check fails, leaving the error to read', async () => {
    const failed: CallResult = { ok: false, error: new ServiceError('http', 'POST', '/byod', 500, 'Server Error'), headers: {} };
    expect(findComponent(await byodNodes(() => failed), 'Loader')).toBeUndefined();
  });
});
