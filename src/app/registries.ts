/**
 * The composition root's registries (docs/architecture.md principle 1): every name a
 * flow may use is bound here, once, from one file per area under registries/.
 * `npm run gen` writes what flows:check needs to know of them to
 * schemas/generated/registry.json.
 */
import type { ActionDefinition } from '../model/actionDefinition.ts';
import type { AdapterDefinition } from '../model/adapterDefinition.ts';
import type { ComponentDefinition } from '../model/componentDefinition.ts';
import { callsRegistrations } from './registries/calls.ts';
import { cardRegistrations } from './registries/card.ts';
import { channelsRegistrations } from './registries/channels.ts';
import { plumbingRegistrations } from './registries/plumbing.ts';
import { salesRegistrations } from './registries/sales.ts';
import { savingsRegistrations } from './registries/savings.ts';
import { sharedRegistrations } from './registries/shared.ts';
import { shellRegistrations } from './registries/shell.ts';

const areas = [
  sharedRegistrations,
  plumbingRegistrations,
  savingsRegistrations,
  cardRegistrations,
  salesRegistrations,
  shellRegistrations,
  channelsRegistrations,
  callsRegistrations,
];

export const componentDefinitions: readonly ComponentDefinition<never>[] = areas.flatMap((area) => area.components);
export const adapterDefinitions: readonly AdapterDefinition[] = areas.flatMap((area) => area.adapters);
export const actionDefinitions: readonly ActionDefinition[] = areas.flatMap((area) => area.actions);
