import { actionDefinitions } from '../../src/app/registries.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Ports } from '../../src/model/ports.ts';
import { RootStore } from '../../src/runtime/RootStore.ts';
import { fakeServices, ok } from './fakeServices.ts';

/** The cart the sales layout loads on entry: one phone bought outright, an upgrade. */
export const onePhoneCart = {
  itemCount: 1,
  lineCount: 1,
  empty: false,
  intendType: 'EUP',
  devices: [{ paymentOption: 'full' }],
  plans: [],
  features: [],
  accessories: [],
  cartItems: [],
  errors: [],
};

/**
 * A started RootStore with the app's own actions over the given ports: the
 * cart answers `onePhoneCart` unless `answers` says otherwise, and any other
 * call a test does not answer fails loudly (fakeServices).
 */
export function startedStore(flows: FlowSet, ports: Ports, answers: Parameters<typeof fakeServices>[0] = {}) {
  const services = fakeServices({ getCart: ok(onePhoneCart), ...answers });
  const store = new RootStore({ flows, ports, services, actions: actionDefinitions });
  store.start();
  return { store, services };
}
