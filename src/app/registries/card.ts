/** Card: components, adapters and actions of this area. */
import type { Registrations } from './registrations.ts';

export const cardRegistrations: Registrations = {
  components: [],
  adapters: [],
  actions: [],
};
