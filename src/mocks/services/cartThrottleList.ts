import { CANCELLED_CASE, FLAKY_503 } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

/**
 * Feature switches (spec 4.5, 6, 9). The list only turns switches on; a switch
 * it does not name keeps its default from flows/switches/ (src/rules/switchStates.ts).
 *
 * Two defaults (issue 21 item 6), picked by createHandlers' `switches` option:
 * - 'demo' (the demo build the e2e suite and the demo site run, the bench's
 *   mock server): EA_BAU, so error assistance offers sales chat, and
 *   NSA_REDIRECT_TH_PROSPECT, so prospects get the prospect flow, the path
 *   most demos walk;
 * - 'flows' (the dev server, where the studio's preview runs): an empty list,
 *   so every switch is what its flow default says and flipping a default shows.
 *   `?scenario=demo-switches` gives the demo list there.
 */
function throttleBody(throttleList: string[]) {
  return { throttleList, errors: [] };
}

const demoSwitches = ['EA_BAU', 'NSA_REDIRECT_TH_PROSPECT'];

export const cartThrottleList: MockService = {
  key: 'POST /cartservice/cart/getNSAThrottleList',
  paths: ['/cartservice/cart/getNSAThrottleList', '/cartservice/cart/nse/getNSAThrottleList'],
  defaultAnswer: () => ({ body: throttleBody(demoSwitches) }),
  scenarios: {
    'demo-switches': { body: throttleBody(demoSwitches) },
    'assist-video': { body: throttleBody(['EA_VC', 'NSA_REDIRECT_TH_PROSPECT']) },
    'assist-live-rep': { body: throttleBody(['EA_C', 'NSA_REDIRECT_TH_PROSPECT']) },
    'flaky-503': FLAKY_503,
    'cancelled-case': CANCELLED_CASE,
  },
};

/** The same service answering an empty list by default: the flows' switch defaults decide (the dev server). */
export const cartThrottleListFollowingFlows: MockService = { ...cartThrottleList, defaultAnswer: () => ({ body: throttleBody([]) }) };
