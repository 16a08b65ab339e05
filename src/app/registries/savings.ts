/** Savings offer: its hero and adapters (its other components are the shared ones in registries/shared.ts). */
import type { Registrations } from './registrations.ts';
import Hero from '../../components/marketing/Hero.tsx';
import { getOpenBankEligibility } from '../../services/adapters/getOpenBankEligibility.ts';
import { openBankApplication } from '../../services/adapters/openBankApplication.ts';

export const savingsRegistrations: Registrations = {
  components: [Hero],
  adapters: [getOpenBankEligibility, openBankApplication],
  actions: [],
};
