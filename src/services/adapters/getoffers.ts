import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { cardPageContext } from './cardRequestParts.ts';
import { languageHeaders } from './requestParts.ts';

/** The card offer for the landing and the splash (spec 7 getoffers, contracts 6). */
export const getoffers: AdapterDefinition = {
  name: 'getoffers',
  description: 'The co-branded card offer (issacPromo) of the customer: proposition, state code, employee tag.',
  method: 'POST',
  paths: { signedIn: '/accountlandingservice/isaac/getoffers' },
  // Its business answers (not eligible) are worded by the service, in the shopper's language (issue 23).
  headers: languageHeaders,
  body: (facts) => ({
    customerInfo: {
      customerId: facts.user.customerId,
      mtn: facts.user.mtn,
      loggedInUser: facts.user.signedIn,
      isNewCustomer: facts.user.prospect,
    },
    pageContext: cardPageContext(facts),
  }),
};
