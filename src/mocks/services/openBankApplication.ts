import { FLAKY_503, GENERIC_ERROR, UNAUTHORIZED } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

function applicationBody(postbackURL: string) {
  return { customerInfo: { postbackURL, errorCode: '' }, errors: [] };
}

export const openBankApplication: MockService = {
  key: 'POST /accountlandingservice/isaac/openBankApplication',
  paths: ['/accountlandingservice/isaac/openBankApplication'],
  // A host on the savings bank list (contracts 7), so the default apply opens.
  defaultAnswer: () => ({ body: applicationBody('https://apply.savingsbank.example/open?s=1') }),
  scenarios: {
    // Contains the partner name but is not savingsbank.example or a subdomain of it.
    'apply-untrusted-host': { body: applicationBody('https://savingsbank.example.attacker.test/open?s=1') },
    unauthorized: UNAUTHORIZED,
    'flaky-503': FLAKY_503,
    'generic-error': GENERIC_ERROR,
  },
};
