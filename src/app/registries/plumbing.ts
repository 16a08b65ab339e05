/** Plumbing: components, adapters and actions of this area. */
import type { Registrations } from './registrations.ts';

export const plumbingRegistrations: Registrations = {
  components: [],
  adapters: [],
  actions: [],
};
