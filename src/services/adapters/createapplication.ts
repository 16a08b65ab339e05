import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import type { Facts } from '../../model/facts.ts';
import { cardPageContext, cardPromo, settingText } from './cardRequestParts.ts';

/**
 * The create-application payload of spec 3, complete. Sources:
 * - the promotion data of the offer answer on this page (getoffers);
 * - who the shopper is (cookies customerId, mtn, uuid; session locationCode);
 * - isEmployee, the splash's choice (spec 2.7), which the splash passes to the
 *   interstitial in the address (url.query.isEmployee). Only the employee-program
 *   choice of an employee-eligible offer sends the enterpriseId (choice: "on my
 *   own" is an ordinary application, so it carries no employer);
 * - constants an analyst tunes in flows/settings/card.json (market, outlet,
 *   store, site, skipNbxFeedback, the postback return address).
 */
export function createApplicationPayload(facts: Facts): Record<string, unknown> {
  const promo = cardPromo(facts);
  const proposition = promo.proposition ?? {};
  const isEmployee = facts.url.query.isEmployee === 'true';
  const employer = isEmployee && proposition.isEmployeeEligible === true ? (promo.tagInformation?.enterpriseId ?? '') : '';
  return {
    customerInfo: {
      customerId: facts.user.customerId,
      mtn: facts.user.mtn,
      locationCode: facts.user.locationCode,
      loggedInUser: facts.user.signedIn,
      isNewCustomer: facts.user.prospect,
      enterpriseId: employer,
    },
    postbackURL: settingText(facts, 'cardDashboardUrl'),
    syfOfferId: proposition.syfOfferId ?? '',
    market: settingText(facts, 'cardApplicationMarket'),
    rank: proposition.rank ?? '',
    outletType: settingText(facts, 'cardApplicationOutletType'),
    promotionalSPOCategoryCode: proposition.spoName ?? '',
    sessionId: facts.user.visitorId,
    propositionId: proposition.propositionId ?? '',
    channelId: facts.device.channelId,
    storeId: settingText(facts, 'cardApplicationStoreId'),
    soiEngagementId: proposition.soiEngagementId ?? '',
    skipNbxFeedback: facts.settings.cardApplicationSkipNbxFeedback === true,
    pageContext: cardPageContext(facts),
    siteCode: settingText(facts, 'cardApplicationSiteCode'),
    isEmployee,
  };
}

/** Starts the card application; answers the issuer's postback URL (spec 4.8, contracts 6). */
export const createapplication: AdapterDefinition = {
  name: 'createapplication',
  description: 'Starts a card application at the issuing bank with the promotion data; answers customerInfo.postbackURL.',
  method: 'POST',
  paths: { signedIn: '/accountlandingservice/isaac/createapplication' },
  body: createApplicationPayload,
};
