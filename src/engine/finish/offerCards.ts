import { money } from '../../logic/formats.ts';
import { fillText } from '../resolveValue.ts';

type Offer = Record<string, unknown> & { hidden?: unknown; price?: { amount?: unknown; label?: unknown } };

/**
 * The offers OfferCards shows (adds `offers`; the flow's props are kept): an
 * offer the flow marks `hidden` is left out (e.g. a trade-in already in the
 * cart); an offer with a price and an amount gets `priceText`, its label with
 * {amount} as money (no price line until the answer gave an amount).
 */
export function finishOfferCards(props: Record<string, unknown>): Record<string, unknown> {
  const items = Array.isArray(props.items) ? (props.items as Offer[]) : [];
  const offers = items
    .filter((offer) => !offer.hidden)
    .map((offer) => {
      const price = offer.price;
      if (!price || typeof price.amount !== 'number') return offer;
      return { ...offer, priceText: fillText(typeof price.label === 'string' ? price.label : '', { amount: money(price.amount) }) };
    });
  return { ...props, offers };
}
