import { CART_LOCKED, CART_LOST, FLAKY_503, GENERIC_ERROR, UNAUTHORIZED, withGoToUrl, withNullRedirect } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

type EligibilityOptions = {
  flagsOn?: boolean;
  accountStatus?: '' | 'active' | 'inactive';
  mtnStatus?: string;
  content?: { header: string; subHeader: string; ctaLabel: string };
  serviceErrMsg?: string;
};

/** The savings eligibility answer (contracts 6); defaults to eligible. */
function eligibilityBody(options: EligibilityOptions = {}) {
  const flag = options.flagsOn ?? true;
  return {
    openBankEligibility: { openbankFFlag: flag, openbankSignUpFFlag: flag, customErrorMessagesFFlag: true },
    mtnHashCode: 'h-1',
    accountStatus: options.accountStatus ?? '',
    account: '',
    mtnStatus: options.mtnStatus ?? 'A',
    content: options.content ?? { header: '', subHeader: '', ctaLabel: '' },
    errorCode: '',
    // Codes are matched inside serviceErrMsg (spec 8); errorCode is left empty
    // so these scenarios prove the serviceErrMsg path.
    errors: options.serviceErrMsg === undefined ? [] : [{ id: 'OPEN_BANK_ERROR', name: 'OPEN_BANK_ERROR', message: '', serviceErrMsg: options.serviceErrMsg }],
  };
}

export const getOpenBankEligibility: MockService = {
  key: 'POST /accountlandingservice/isaac/getOpenBankEligibility',
  paths: ['/accountlandingservice/isaac/getOpenBankEligibility'],
  defaultAnswer: () => ({ body: eligibilityBody() }),
  scenarios: {
    'savings-eligible': { body: eligibilityBody() },
    'savings-ineligible-code': { body: eligibilityBody({ serviceErrMsg: 'OPENBANK-15400: eligibility system unavailable' }) },
    'savings-sign-in-15412': { body: eligibilityBody({ serviceErrMsg: 'OPENBANK-15412: login is not tied to the mobile number' }) },
    'savings-already-exists': { body: eligibilityBody({ serviceErrMsg: 'OPENBANK-15551: account already exists' }) },
    'savings-not-in-good-standing': {
      body: eligibilityBody({
        accountStatus: 'active',
        mtnStatus: 'T',
        content: {
          header: 'Your line is not in good standing.',
          subHeader: 'Please bring your account up to date before applying.',
          ctaLabel: 'Pay my bill',
        },
      }),
    },
    'savings-active-line': { body: eligibilityBody({ accountStatus: 'active', mtnStatus: 'A' }) },
    'savings-thanks': { body: eligibilityBody({ flagsOn: false }) },
    'savings-empty': { body: {} },
    'cart-locked': CART_LOCKED,
    unauthorized: UNAUTHORIZED,
    'flaky-503': FLAKY_503,
    'go-to-url': withGoToUrl(eligibilityBody()),
    'null-redirect': withNullRedirect(eligibilityBody()),
    'cart-lost': CART_LOST,
    'generic-error': GENERIC_ERROR,
  },
};
