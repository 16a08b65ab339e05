import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import type { Facts } from '../../model/facts.ts';

const fromEvent = (facts: Facts, name: string): string => {
  const value = facts.event?.[name];
  return typeof value === 'string' ? value : '';
};

/**
 * Saves a restricted offer the shopper accepted (spec 7, payload "restricted
 * offer"; its fields are not shown, so ours name the offer, that it is
 * restricted and accepted, and where it was accepted). The offer comes with the
 * event of the Accept button (flows/journeys/shop/leadoffers.json).
 */
export const saveAcceptedMyofferData: AdapterDefinition = {
  name: 'saveAcceptedMyofferData',
  description: 'Saves the restricted offer the shopper accepted (event.offerId, event.offerType).',
  method: 'POST',
  paths: { signedIn: '/devicepricingservice/saveAcceptedMyofferData' },
  body: (facts) => ({
    restrictedOffer: { offerId: fromEvent(facts, 'offerId'), offerType: fromEvent(facts, 'offerType'), accepted: true },
    pageName: facts.url.pageName,
    channelId: facts.device.channelId,
  }),
};
