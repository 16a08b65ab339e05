/** The spec 7 session and offer calls wired by issue 10 item 6 (clearCache, logout, guest continue, restricted offer) and the spec 2.4 back link. */
import type { Registrations } from './registrations.ts';
import { historyBack } from '../../runtime/actions/historyBack.ts';
import { saveAcceptedMyofferData } from '../../services/adapters/saveAcceptedMyofferData.ts';
import { clearSessionCache, mvaSessionContinue, sessionLogout } from '../../services/adapters/sessionCalls.ts';

export const callsRegistrations: Registrations = {
  components: [],
  adapters: [clearSessionCache, sessionLogout, mvaSessionContinue, saveAcceptedMyofferData],
  actions: [historyBack],
};
