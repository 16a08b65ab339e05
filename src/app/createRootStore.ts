import { createHttpTransport } from '../services/httpTransport.ts';
import type { AnswerValidator } from '../services/answerValidator.ts';
import type { FlowSet } from '../model/flowSet.ts';
import type { Ports } from '../model/ports.ts';
import { createNamedRegistry } from '../registry/namedRegistry.ts';
import { RootStore } from '../runtime/RootStore.ts';
import type { LoadJourney } from '../runtime/stores/JourneyLoader.ts';
import { actionDefinitions, adapterDefinitions } from './registries.ts';

/** Wires flows, ports, services and registries into one root store. */
export function createRootStore(flows: FlowSet, ports: Ports, loadJourney?: LoadJourney): RootStore {
  const loadHttp = () => import('../services/http/createHttpClient.ts').then((module) => module.createHttpClient());
  let httpReady: ReturnType<typeof loadHttp> | null = loadHttp();
  // A failed prefetch is reported when a call needs axios (onLoadFailure), not as an unhandled rejection now.
  httpReady.catch(() => undefined);
  let store: RootStore | null = null;
  const services = createHttpTransport({
    // axios arrives in its own chunk, fetched now, in parallel with the rest of start-up; after a failure the next call fetches it again.
    http: {
      load: () => {
        const ready = httpReady ?? loadHttp();
        httpReady = null;
        return ready;
      },
    },
    // Spec 8: a chunk that could not be loaded (axios, the validators) is a chunk-load failure, handled once the store
    // has started: the early calls of a pre-rendered page load axios before the hydration (issue 20 item 4).
    onLoadFailure: (what, error) => store?.whenStarted(() => store?.plumbing.crashModule.chunkLoadFailed(what, error)),
    adapters: createNamedRegistry('adapter', adapterDefinitions),
    // Loaded with the first answer: the validators are large and not needed to paint the page.
    validators: () => import('../model/generated/answerValidators.js').then((module) => module as unknown as Record<string, AnswerValidator>),
  });
  store = new RootStore({ flows, ports, services, actions: actionDefinitions, loadJourney });
  return store;
}
