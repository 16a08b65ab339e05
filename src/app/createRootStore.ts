import { createHttpClient } from '../services/http/createHttpClient.ts';
import { createServiceCaller } from '../services/createServiceCaller.ts';
import type { AnswerValidator } from '../services/answerValidator.ts';
import * as answerValidators from '../model/generated/answerValidators.js';
import type { FlowSet } from '../model/flowSet.ts';
import type { Ports } from '../model/ports.ts';
import { createNamedRegistry } from '../registry/namedRegistry.ts';
import { RootStore } from '../runtime/RootStore.ts';
import { actionDefinitions, adapterDefinitions } from './registries.ts';

/** Wires flows, ports, services and registries into one root store. */
export function createRootStore(flows: FlowSet, ports: Ports): RootStore {
  const services = createServiceCaller({
    http: createHttpClient(),
    adapters: createNamedRegistry('adapter', adapterDefinitions),
    validators: answerValidators as unknown as Record<string, AnswerValidator>,
  });
  return new RootStore({ flows, ports, services, actions: actionDefinitions });
}
