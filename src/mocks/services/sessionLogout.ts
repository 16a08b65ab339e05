import type { MockService } from '../mockService.ts';

/** Session logout by service call (spec 4.1, 7). */
export const sessionLogout: MockService = {
  key: 'POST /fraudservice/session/logout',
  paths: ['/fraudservice/session/logout'],
  defaultAnswer: () => ({ body: {} }),
  scenarios: { 'logout-slow': { body: {}, delayMs: 5000 } },
};
