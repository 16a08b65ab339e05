import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import type { Facts } from '../../model/facts.ts';

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** The page the chat call is about (spec 7 pageContext), as the other offer calls send it. */
function pageContext(facts: Facts): Record<string, unknown> {
  return { pageName: facts.url.pageName, channelId: facts.device.channelId, flow: facts.url.basePath };
}

/**
 * The live chat check (spec 3, 4.7, 5, 7): which chat propositions this
 * shopper gets here. Only asked for signed-in shoppers (flows/decisions/chat-check.json);
 * it gives up after settings.chatCheckTimeoutMs (5000) and a failure is quiet
 * (lists.quietCalls). The nse and prepay paths follow the other services' pattern.
 */
export const livePersonCheck: AdapterDefinition = {
  name: 'livePersonCheck',
  description: 'Chat propositions for this page (spec 4.7).',
  method: 'POST',
  paths: {
    signedIn: '/accountlandingservice/cosales/livePersonCheck',
    prospect: '/accountlandingservice/cosales/nse/livePersonCheck',
    prepay: '/accountlandingservice/cosales/prepay/livePersonCheck',
  },
  timeoutMs: (facts) => {
    const ms = Number(facts.settings.chatCheckTimeoutMs);
    return Number.isFinite(ms) && ms > 0 ? ms : 5000;
  },
  body: (facts) => ({
    callReason: text(facts.settings.chatCallReason),
    category: text(facts.settings.chatCategory),
    pageContext: pageContext(facts),
    customerPriority: text(facts.settings.chatCustomerPriority),
  }),
};

/**
 * Feedback on a proposition (spec 7, 9): the event carries propositionId and
 * soiEngagementId, the page state ui.chatDisposition the disposition the
 * flow chose (settings.chatDispositionShown 82 or chatDispositionOpened 81).
 */
export const livePersonSubmitfeedback: AdapterDefinition = {
  name: 'livePersonSubmitfeedback',
  description: 'Disposition of a chat proposition (spec 9: 82, or 81 when opened).',
  method: 'POST',
  paths: { signedIn: '/accountlandingservice/cosales/livePersonSubmitfeedback' },
  body: (facts) => {
    const event = (facts.event ?? {}) as Record<string, unknown>;
    return {
      callReason: text(facts.settings.chatCallReason),
      category: text(facts.settings.chatCategory),
      subServiceName: text(facts.settings.chatFeedbackSubServiceName),
      responseList: [
        {
          propositionId: text(event.propositionId),
          soiEngagementId: text(event.soiEngagementId),
          dispositionId: text(facts.ui.chatDisposition),
        },
      ],
      sessionId: facts.user.visitorId,
    };
  },
};
