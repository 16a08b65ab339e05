import type { AdapterDefinition } from '../../model/adapterDefinition.ts';

/**
 * Saves a restricted offer the shopper accepted (spec 7, payload "restricted
 * offer"; its fields are not shown, so ours name the offer, that it is
 * restricted and accepted, and where it was accepted). The offer is the one the
 * deals page shows signed-in shoppers (settings.restrictedOfferId,
 * flows/journeys/shop/leadoffers.json).
 */
export const saveAcceptedMyofferData: AdapterDefinition = {
  name: 'saveAcceptedMyofferData',
  description: 'Saves the restricted offer the shopper accepted (settings.restrictedOfferId).',
  method: 'POST',
  paths: { signedIn: '/devicepricingservice/saveAcceptedMyofferData' },
  body: (facts) => ({
    restrictedOffer: { offerId: String(facts.settings.restrictedOfferId), offerType: 'restricted', accepted: true },
    pageName: facts.url.pageName,
    channelId: facts.device.channelId,
  }),
};
