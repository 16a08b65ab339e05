/**
 * The scenario presets picked with `?scenario=NAME` (kept for the tab's
 * session in sessionStorage["mock:scenario"]; `?scenario=` goes back to the
 * defaults). Each row says what the scenario is for and which calls it changes;
 * every other call keeps its default answer. The answers themselves sit beside
 * each call in `services/*.ts`; a test checks this table and those files agree.
 *
 * Per-call overrides in localStorage["mock:overrides"] win over any scenario.
 */
const GET_OFFERS = 'POST /accountlandingservice/isaac/getoffers';
const SAVINGS_ELIGIBILITY = 'POST /accountlandingservice/isaac/getOpenBankEligibility';
const CARD_APPLICATION = 'POST /accountlandingservice/isaac/createapplication';
const SAVINGS_APPLICATION = 'POST /accountlandingservice/isaac/openBankApplication';
const CHAT_CHECK = 'POST /accountlandingservice/cosales/livePersonCheck';
const CHAT_FEEDBACK = 'POST /accountlandingservice/cosales/livePersonSubmitfeedback';
const THROTTLE_LIST = 'POST /cartservice/cart/getNSAThrottleList';
const KEEP_ALIVE = 'POST /fraudservice/session/keepalive';
const VIDEO_AGENTS = 'GET /support/1d/data/nos/videochat';
const CLEAR_CACHE = 'POST /fraudservice/session/nse/clearCache';
const SESSION_LOGOUT = 'POST /fraudservice/session/logout';
const GUEST_CONTINUE = 'POST /onedp/api/mva/session/continue';
const SAVE_OFFER = 'POST /devicepricingservice/saveAcceptedMyofferData';
const PDM = 'POST /personalizationrecommendationsservice/pdm';
const SUBMIT_ORDER = 'POST /orderprocessservice/checkoutapi/submitOrder';

const ISAAC_CALLS = [GET_OFFERS, SAVINGS_ELIGIBILITY, CARD_APPLICATION, SAVINGS_APPLICATION] as const;

export type ScenarioInfo = {
  description: string;
  /** Service keys ("METHOD /path", all path variants included) whose answers change. */
  calls: readonly string[];
};

export const SCENARIOS = {
  // Savings landing (spec 4.9, decision order 1-6).
  'savings-eligible': {
    description: 'Savings eligible: empty accountStatus, both savings flags on, mtnStatus A (same as default, pinned).',
    calls: [SAVINGS_ELIGIBILITY],
  },
  'savings-ineligible-code': {
    description: 'Savings ineligible: errors[0].serviceErrMsg contains 15400 (system error, ineligible view).',
    calls: [SAVINGS_ELIGIBILITY],
  },
  'savings-sign-in-15412': {
    description: 'Savings: errors[0].serviceErrMsg contains 15412 (sign in with the mobile number).',
    calls: [SAVINGS_ELIGIBILITY],
  },
  'savings-already-exists': {
    description: 'Savings: errors[0].serviceErrMsg contains 15551 (account already created).',
    calls: [SAVINGS_ELIGIBILITY],
  },
  'savings-not-in-good-standing': {
    description: 'Savings: accountStatus "active", mtnStatus "T"; content.header/subHeader/ctaLabel filled.',
    calls: [SAVINGS_ELIGIBILITY],
  },
  'savings-active-line': {
    description: 'Savings: accountStatus "active", mtnStatus "A".',
    calls: [SAVINGS_ELIGIBILITY],
  },
  'savings-thanks': {
    description: 'Savings: data present but both savings flags off (thanks-for-your-interest view).',
    calls: [SAVINGS_ELIGIBILITY],
  },
  'savings-empty': {
    description: 'Savings: empty body {} (sign-in message).',
    calls: [SAVINGS_ELIGIBILITY],
  },

  // Credit card landing (spec 2.6, 4.8).
  'card-direct-apply': {
    description: 'Card: direct-apply proposition, state NJ, gc_10 (same as default, pinned).',
    calls: [GET_OFFERS],
  },
  'card-prequalify': {
    description: 'Card: proposition.isDirectApply false (prequalify path; add ?prequalify=yes to see the landing).',
    calls: [GET_OFFERS],
  },
  'card-maine': {
    description: 'Card: stateCd "ME" (Continue opens the Maine modal).',
    calls: [GET_OFFERS],
  },
  'card-employee': {
    description: 'Card: employee proposition: isEmployeeEligible true, spoName gc_15, tagInformation.enterpriseId "E-1" (splash).',
    calls: [GET_OFFERS],
  },
  'card-not-eligible': {
    description: 'Card: getoffers answers errors[0].message and no issacPromo.',
    calls: [GET_OFFERS],
  },
  'apply-untrusted-host': {
    description: 'Both applications answer a postbackURL whose host only looks like the partner (must be refused, contracts 7).',
    calls: [CARD_APPLICATION, SAVINGS_APPLICATION],
  },

  // Shared plumbing (spec 4.1-4.5).
  'cart-locked': {
    description: 'Offer loads answer an error with details[0].lockedChannelID "VZW-RPS" (id DIGITAL_CART_LOCK).',
    calls: [GET_OFFERS, SAVINGS_ELIGIBILITY],
  },
  'session-expired': {
    description: 'Keep-alive answers 500 (session already expired), postpaid and prepay paths.',
    calls: [KEEP_ALIVE],
  },
  unauthorized: {
    description: 'HTTP 401 on every account landing call (isaac and cosales): logout.',
    calls: [...ISAAC_CALLS, CHAT_CHECK, CHAT_FEEDBACK],
  },
  'flaky-503': {
    description: 'First answer 503, then the default, per call (counter resets when the scenario changes or the page reloads).',
    calls: [...ISAAC_CALLS, THROTTLE_LIST],
  },
  'go-to-url': {
    description: 'Offer loads carry goToUrl "/sales/next/expresscart.html?redirect=detailsnotfound" (stop services, redirect with goto).',
    calls: [GET_OFFERS, SAVINGS_ELIGIBILITY],
  },
  'null-redirect': {
    description: 'Offer loads carry a top-level redirect: null (stop services, sign in with goto after 2 s; README null redirect).',
    calls: [GET_OFFERS, SAVINGS_ELIGIBILITY],
  },
  'cart-lost': {
    description: 'Offer loads answer error 15501 (cart lost: cart cookies cleared, back to the cart).',
    calls: [GET_OFFERS, SAVINGS_ELIGIBILITY],
  },
  'cancelled-case': {
    description: 'The throttle list answers error CASE_CANCELLED (info banner with the configured message and button on every page).',
    calls: [THROTTLE_LIST],
  },
  'video-few-agents': {
    description: 'Only 3 video agents available: with EA_VC (scenario assist-video) a live representative is offered instead of video.',
    calls: [VIDEO_AGENTS],
  },
  'generic-error': {
    description: 'isaac calls answer errors [{ name: "SYSTEM_ERROR", message: "" }] (generic text).',
    calls: [...ISAAC_CALLS],
  },
  'chat-none': {
    description: 'livePersonCheck answers statusCode "1" with no propositions.',
    calls: [CHAT_CHECK],
  },
  'chat-embedded': {
    description: 'livePersonCheck answers PLP_01: an embedded chat proposition (signed in).',
    calls: [CHAT_CHECK],
  },
  'chat-sticky': {
    description: 'livePersonCheck answers PLP_03: a sticky chat proposition (signed in).',
    calls: [CHAT_CHECK],
  },
  'chat-overlay': {
    description: 'livePersonCheck answers PLP_05: an overlay chat proposition after settings.chatOverlayDelayMs (signed in).',
    calls: [CHAT_CHECK],
  },
  'chat-bot': {
    description: 'livePersonCheck answers P_NoNBA only: the bot (flow type CO) offered sticky (signed in).',
    calls: [CHAT_CHECK],
  },
  'chat-throttle': {
    description: 'livePersonCheck answers with throttleList ["EA_VC"], merged into the switches.',
    calls: [CHAT_CHECK],
  },
  'chat-slow': {
    description: 'livePersonCheck answers after 6000 ms, past its 5000 ms time-out: the check is dropped quietly.',
    calls: [CHAT_CHECK],
  },
  'demo-switches': {
    description:
      "Throttle list turns on EA_BAU and NSA_REDIRECT_TH_PROSPECT: the demo build's default, for the dev server, whose default follows the flows' switch defaults.",
    calls: [THROTTLE_LIST],
  },
  'assist-video': {
    description: 'Throttle list picks video support (EA_VC) for error assistance.',
    calls: [THROTTLE_LIST],
  },
  'assist-live-rep': {
    description: 'Throttle list picks a live representative (EA_C) for error assistance.',
    calls: [THROTTLE_LIST],
  },
  // The spec 7 calls of issue 10 item 6 (README, Service calls: the rest of spec 7).
  'start-over-fails': {
    description: 'clearCache answers code 500: Start a new order stays on the confirmation page with the generic text.',
    calls: [CLEAR_CACHE],
  },
  'logout-slow': {
    description: 'The logout POST answers after 5000 ms: the logout page follows after settings.logoutCallTimeoutMs anyway.',
    calls: [SESSION_LOGOUT],
  },
  'guest-continue-fails': {
    description: 'The guest session continue answers a SYSTEM_ERROR: the guest stays on guestcheckout with the generic text.',
    calls: [GUEST_CONTINUE],
  },
  'offer-save-fails': {
    description: 'saveAcceptedMyofferData answers a SYSTEM_ERROR: the deals page shows the generic text, the offer stays to accept.',
    calls: [SAVE_OFFER],
  },
  'proactive-chat': {
    description: 'pdm offers proactive chat (indicator "Y" with a message): the cart and express checkout show it in the proactive banner.',
    calls: [PDM],
  },
  'captcha-retry': {
    description: 'Placing the order first answers 503, then the default: the retry re-runs the captcha and carries its token.',
    calls: [SUBMIT_ORDER],
  },
} as const satisfies Record<string, ScenarioInfo>;

export type ScenarioName = keyof typeof SCENARIOS;

export function isScenarioName(name: string): name is ScenarioName {
  return Object.hasOwn(SCENARIOS, name);
}
