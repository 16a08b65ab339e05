import type { MockService } from '../mockService.ts';

/**
 * Spec 7: "clearCache success is code 200". Answered as HTTP 200 with
 * `code: 200` in the body, so either reading of the spec sees success.
 */
export const sessionClearCache: MockService = {
  key: 'POST /fraudservice/session/nse/clearCache',
  paths: ['/fraudservice/session/nse/clearCache'],
  defaultAnswer: () => ({ body: { code: 200 } }),
  scenarios: { 'start-over-fails': { body: { code: 500 } } },
};
