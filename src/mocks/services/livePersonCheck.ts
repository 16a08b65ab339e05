import { UNAUTHORIZED } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

/**
 * A reactive chat proposition (PLP_08, spec 3): present by default so the
 * chat wiring is exercised, but it only shows when the user asks for help,
 * so it does not get in the way of other demos.
 */
const REACTIVE_PROPOSITION = {
  propositionId: 'PLP_08',
  propositionName: 'Reactive sales chat',
  dynamicAttrList: [{ attrId: 'chatMessage', value: 'Questions? Chat with us.' }],
  soiEngagementId: 'SOI-CHAT-1',
  rank: 1,
  subStrategyId: 'SUB-1',
  externalId: 'EXT-1',
  tacticLocation: 'reactive',
  templateId: 'TPL-1',
};

function chatBody(statusCode: '0' | '1', propositions: unknown[], throttleList: string[] = []) {
  return {
    service: {
      serviceHeader: { statusCode },
      serviceBody: { serviceResponse: { propositionList: { proposition: propositions } } },
    },
    throttleList,
  };
}

/** A proposition as the chat service sends it (spec 3), for the placement scenarios. */
function proposition(propositionId: string, tacticLocation: string, message: string) {
  return {
    ...REACTIVE_PROPOSITION,
    propositionId,
    propositionName: `${tacticLocation} sales chat`,
    tacticLocation,
    soiEngagementId: `SOI-${propositionId}`,
    dynamicAttrList: [{ attrId: 'chatMessage', value: message }],
  };
}

export const livePersonCheck: MockService = {
  key: 'POST /accountlandingservice/cosales/livePersonCheck',
  // Spec 7 says nse and prepay variants exist without naming them; these
  // follow the /nse/ pattern of the other services. Add real ones here.
  paths: [
    '/accountlandingservice/cosales/livePersonCheck',
    '/accountlandingservice/cosales/nse/livePersonCheck',
    '/accountlandingservice/cosales/prepay/livePersonCheck',
  ],
  defaultAnswer: () => ({ body: chatBody('0', [REACTIVE_PROPOSITION]) }),
  scenarios: {
    // Status 1 means "no propositions" (spec 7).
    'chat-none': { body: chatBody('1', []) },
    // Issue 10 item 3: one scenario per placement (spec 3), the bot, the throttle list, and a check slower than its 5000 ms time-out.
    'chat-embedded': { body: chatBody('0', [proposition('PLP_01', 'embedded', 'Need help choosing? Chat with a sales specialist.')]) },
    'chat-sticky': { body: chatBody('0', [proposition('PLP_03', 'sticky', 'Questions about your cart? We are here to chat.')]) },
    'chat-overlay': { body: chatBody('0', [proposition('PLP_05', 'overlay', 'Talk to us before you check out.')]) },
    'chat-bot': { body: chatBody('0', [proposition('P_NoNBA', 'none', 'Ask our assistant anything.')]) },
    'chat-throttle': { body: chatBody('0', [REACTIVE_PROPOSITION], ['EA_VC']) },
    'chat-slow': { body: chatBody('0', [proposition('PLP_03', 'sticky', 'Too late to show.')]), delayMs: 6000 },
    unauthorized: UNAUTHORIZED,
  },
};
