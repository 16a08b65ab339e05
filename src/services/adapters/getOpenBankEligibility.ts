import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { customerInfo, pageContext } from './requestParts.ts';

/** Savings eligibility for the landing (spec 7, contracts 6). */
export const getOpenBankEligibility: AdapterDefinition = {
  name: 'getOpenBankEligibility',
  description: 'Savings offer eligibility of the signed-in customer.',
  method: 'POST',
  paths: { signedIn: '/accountlandingservice/isaac/getOpenBankEligibility' },
  body: (facts) => ({ customerInfo: customerInfo(facts), pageContext: pageContext(facts) }),
};
