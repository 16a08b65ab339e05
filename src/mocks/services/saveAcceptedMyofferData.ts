import { GENERIC_ERROR } from '../commonAnswers.ts';
import type { MockService } from '../mockService.ts';

/** Restricted-offer acceptance (spec 7; answer not shown): an empty success. */
export const saveAcceptedMyofferData: MockService = {
  key: 'POST /devicepricingservice/saveAcceptedMyofferData',
  paths: ['/devicepricingservice/saveAcceptedMyofferData'],
  defaultAnswer: () => ({ body: { errors: [] } }),
  scenarios: { 'offer-save-fails': GENERIC_ERROR },
};
