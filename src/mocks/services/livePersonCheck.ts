import { UNAUTHORIZED } from '../commonAnswers.ts'
import type { MockService } from '../mockService.ts'

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
}

function chatBody(statusCode: '0' | '1', propositions: unknown[]) {
  return {
    service: {
      serviceHeader: { statusCode },
      serviceBody: { serviceResponse: { propositionList: { proposition: propositions } } },
    },
    throttleList: [],
  }
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
    unauthorized: UNAUTHORIZED,
  },
}
