import { CANCELLED_CASE, FLAKY_503 } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

/**
 * Feature switches (spec 4.5, 6, 9). Default: EA_BAU so error assistance
 * offers sales chat, and NSA_REDIRECT_TH_PROSPECT so prospects get the
 * prospect flow, the path most demos walk.
 */
function throttleBody(throttleList: string[]) {
  return { throttleList, errors: [] };
}

export const cartThrottleList: MockService = {
  key: 'POST /cartservice/cart/getNSAThrottleList',
  paths: ['/cartservice/cart/getNSAThrottleList', '/cartservice/cart/nse/getNSAThrottleList'],
  defaultAnswer: () => ({ body: throttleBody(['EA_BAU', 'NSA_REDIRECT_TH_PROSPECT']) }),
  scenarios: {
    'assist-video': { body: throttleBody(['EA_VC', 'NSA_REDIRECT_TH_PROSPECT']) },
    'assist-live-rep': { body: throttleBody(['EA_C', 'NSA_REDIRECT_TH_PROSPECT']) },
    'flaky-503': FLAKY_503,
    'cancelled-case': CANCELLED_CASE,
  },
};
