import { CART_LOCKED, CART_LOST, FLAKY_503, GENERIC_ERROR, UNAUTHORIZED, errorsAnswer, withGoToUrl, withNullRedirect } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

/** The card offer (contracts 6): direct apply in New Jersey, standard proposition gc_10; the e2e specs build their overrides from it too. */
export function offersBody(promo: { stateCd?: string; enterpriseId?: string } = {}, proposition: Record<string, unknown> = {}) {
  return {
    issacPromo: {
      stateCd: promo.stateCd ?? 'NJ',
      vvcFFlag: true,
      proposition: {
        isDirectApply: true,
        isEmployeeEligible: false,
        propositionId: 'P-100',
        syfOfferId: 'SYF-1',
        rank: 1,
        spoName: 'gc_10',
        soiEngagementId: 'SOI-1',
        ...proposition,
      },
      tagInformation: { enterpriseId: promo.enterpriseId ?? '' },
    },
    errors: [],
  };
}

export const getOffers: MockService = {
  key: 'POST /accountlandingservice/isaac/getoffers',
  paths: ['/accountlandingservice/isaac/getoffers'],
  defaultAnswer: () => ({ body: offersBody() }),
  scenarios: {
    'card-direct-apply': { body: offersBody() },
    'card-prequalify': { body: offersBody({}, { isDirectApply: false }) },
    'card-maine': { body: offersBody({ stateCd: 'ME' }) },
    // Spec 4.8: the employee proposition is spoName gc_15 with an enterpriseId.
    'card-employee': { body: offersBody({ enterpriseId: 'E-1' }, { isEmployeeEligible: true, spoName: 'gc_15', propositionId: 'P-150' }) },
    'card-not-eligible': errorsAnswer([
      { id: 'OFFER_NOT_ELIGIBLE', name: 'NOT_ELIGIBLE', message: 'You are not eligible for this card offer at this time.', serviceErrMsg: '' },
    ]),
    'cart-locked': CART_LOCKED,
    unauthorized: UNAUTHORIZED,
    'flaky-503': FLAKY_503,
    'go-to-url': withGoToUrl(offersBody()),
    'null-redirect': withNullRedirect(offersBody()),
    'cart-lost': CART_LOST,
    'generic-error': GENERIC_ERROR,
  },
};
