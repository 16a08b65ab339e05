import { GENERIC_ERROR } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

/** Guest session continuation (spec 7; answer not shown): an empty success. */
export const mvaSessionContinue: MockService = {
  key: 'POST /onedp/api/mva/session/continue',
  paths: ['/onedp/api/mva/session/continue'],
  defaultAnswer: () => ({ body: { errors: [] } }),
  scenarios: { 'guest-continue-fails': GENERIC_ERROR },
};
