/** Shell and channels (issue 10 items 3 and 4): chat propositions and the analytics layer. */
import type { Registrations } from './registrations.ts';
import ChatPropositions from '../../components/chat/ChatPropositions.tsx';
import { loadTagManager } from '../../runtime/actions/analytics/loadTagManager.ts';
import { readDataLayer } from '../../runtime/actions/analytics/readDataLayer.ts';
import { checkLiveChat } from '../../runtime/actions/chat/checkLiveChat.ts';
import { openChatWindow } from '../../runtime/actions/chat/openChatWindow.ts';
import { livePersonCheck, livePersonSubmitfeedback } from '../../services/adapters/chat.ts';
import { prepayReadDL, readDL } from '../../services/adapters/readDataLayer.ts';

export const channelsRegistrations: Registrations = {
  components: [ChatPropositions],
  adapters: [livePersonCheck, livePersonSubmitfeedback, readDL, prepayReadDL],
  actions: [checkLiveChat, openChatWindow, readDataLayer, loadTagManager],
};
