import type { ActionDefinition } from '../../model/actionDefinition.ts';
import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import type { ComponentDefinition } from '../../model/componentDefinition.ts';

/** What one feature area binds: each area has its own file so teams do not edit one list. */
export interface Registrations {
  components: readonly ComponentDefinition<never>[];
  adapters: readonly AdapterDefinition[];
  actions: readonly ActionDefinition[];
}
