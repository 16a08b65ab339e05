/** Savings offer: its adapters (components are the shared ones in registries/shared.ts). */
import type { Registrations } from './registrations.ts';
import { getOpenBankEligibility } from '../../services/adapters/getOpenBankEligibility.ts';
import { openBankApplication } from '../../services/adapters/openBankApplication.ts';

export const savingsRegistrations: Registrations = {
  components: [],
  adapters: [getOpenBankEligibility, openBankApplication],
  actions: [],
};
