import { UNAUTHORIZED } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

export const livePersonSubmitFeedback: MockService = {
  key: 'POST /accountlandingservice/cosales/livePersonSubmitfeedback',
  paths: ['/accountlandingservice/cosales/livePersonSubmitfeedback'],
  // The answer is not used by the app (spec 7); mirror the check's header.
  defaultAnswer: () => ({ body: { service: { serviceHeader: { statusCode: '0' } }, errors: [] } }),
  scenarios: {
    unauthorized: UNAUTHORIZED,
  },
};
