import { errorsAnswer } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

/** Spec 4.1 / contracts 6: 200 {} extends the session; 500 means it already expired. */
export const sessionKeepAlive: MockService = {
  key: 'POST /fraudservice/session/keepalive',
  paths: ['/fraudservice/session/keepalive', '/prepayservice/session/keepalive'],
  defaultAnswer: () => ({ body: {} }),
  scenarios: {
    'session-expired': errorsAnswer([{ id: 'SESSION_EXPIRED', name: 'HTTP_ERROR', message: 'Session expired' }], 500),
  },
};
