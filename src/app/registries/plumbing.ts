/** Plumbing: components, adapters and actions of this area (issue 3: service layer, errors, session, notifications). */
import type { Registrations } from './registrations.ts';
import { plumbingActions } from '../../runtime/actions/plumbing/plumbingActions.ts';
import { getNSAThrottleList } from '../../services/adapters/getNSAThrottleList.ts';
import { jsNotifyAsDynamic } from '../../services/adapters/jsNotifyAsDynamic.ts';
import { pdmRecommendations } from '../../services/adapters/pdmRecommendations.ts';
import { sessionKeepAlive } from '../../services/adapters/sessionKeepAlive.ts';
import { videoAssistCheck } from '../../services/adapters/videoAssistCheck.ts';
import { videoChatAvailability } from '../../services/adapters/videoChatAvailability.ts';

export const plumbingRegistrations: Registrations = {
  components: [],
  adapters: [jsNotifyAsDynamic, sessionKeepAlive, getNSAThrottleList, videoAssistCheck, videoChatAvailability, pdmRecommendations],
  actions: plumbingActions,
};
