import { FLAKY_503, GENERIC_ERROR, UNAUTHORIZED } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

function applicationBody(postbackURL: string) {
  return { customerInfo: { postbackURL, errorCode: '' }, errors: [] };
}

export const createApplication: MockService = {
  key: 'POST /accountlandingservice/isaac/createapplication',
  paths: ['/accountlandingservice/isaac/createapplication'],
  // A host on the card issuer list (contracts 7), so the default apply opens.
  defaultAnswer: () => ({ body: applicationBody('https://apply.cardbank.example/start?app=1') }),
  scenarios: {
    // Contains the partner name but is not cardbank.example or a subdomain of it.
    'apply-untrusted-host': { body: applicationBody('https://cardbank.example.attacker.test/start?app=1') },
    unauthorized: UNAUTHORIZED,
    'flaky-503': FLAKY_503,
    'generic-error': GENERIC_ERROR,
  },
};
