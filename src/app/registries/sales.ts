/** Sales: components, adapters and actions of this area. */
import type { Registrations } from './registrations.ts';

export const salesRegistrations: Registrations = {
  components: [],
  adapters: [],
  actions: [],
};
