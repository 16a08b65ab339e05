/** The spec 7 session and offer calls wired by issue 10 item 6 (clearCache, logout, guest continue, restricted offer). */
import type { Registrations } from './registrations.ts';
import { saveAcceptedMyofferData } from '../../services/adapters/saveAcceptedMyofferData.ts';
import { clearSessionCache, mvaSessionContinue, sessionLogout } from '../../services/adapters/sessionCalls.ts';

export const callsRegistrations: Registrations = {
  components: [],
  adapters: [clearSessionCache, sessionLogout, mvaSessionContinue, saveAcceptedMyofferData],
  actions: [],
};
