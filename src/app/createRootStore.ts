import { createServiceCaller } from '../services/createServiceCaller.ts';
import type { AnswerValidator } from '../services/answerValidator.ts';
import type { FlowSet } from '../model/flowSet.ts';
import type { Ports } from '../model/ports.ts';
import { createNamedRegistry } from '../registry/namedRegistry.ts';
import { RootStore } from '../runtime/RootStore.ts';
import type { LoadJourney } from '../runtime/stores/JourneyLoader.ts';
import { actionDefinitions, adapterDefinitions } from './registries.ts';

/** Wires flows, ports, services and registries into one root store. */
export function createRootStore(flows: FlowSet, ports: Ports, loadJourney?: LoadJourney): RootStore {
  const httpReady = import('../services/http/createHttpClient.ts').then((module) => module.createHttpClient());
  const services = createServiceCaller({
    // axios arrives in its own chunk, fetched now, in parallel with the rest of start-up.
    http: { load: () => httpReady },
    adapters: createNamedRegistry('adapter', adapterDefinitions),
    // Loaded with the first answer: the validators are large and not needed to paint the page.
    validators: () => import('../model/generated/answerValidators.js').then((module) => module as unknown as Record<string, AnswerValidator>),
  });
  return new RootStore({ flows, ports, services, actions: actionDefinitions, loadJourney });
}
