import CardArt from './CardArt.view.tsx';
import { MarketingIcon } from './MarketingIcon.tsx';
import type { Props } from './OfferCards.schema.ts';
import './marketing.css';

/** Loads with this view: the renderer finishes the flow's props with it (defineLazyComponent). */
export { finishOfferCards as finish } from '../../engine/finish/offerCards.ts';

/** An offer to show, with its price line (`priceText`) when it has one. */
type Offer = Props['items'][number] & { priceText?: string };

/** The flow's props plus `offers`, finished by the engine (src/engine/finish/offerCards.ts). */
type ViewProps = Props & { offers?: Offer[] };

/** The picture band of a card: decorative, since the heading under it names the offer. */
function OfferPicture({ image, icon, art }: Offer) {
  if (art === 'card') return <CardArt />;
  if (image) return <img className="sf-offer__image" src={image} alt="" width={160} height={160} loading="lazy" />;
  return icon ? <MarketingIcon name={icon} size={72} /> : null;
}

/**
 * A grid of offer cards (the deals page, the cart's upsells: issue 23 items 1
 * and 3); the words, prices and addresses come from the flow.
 */
function OfferCards({ offers = [], headingLevel = 2, look, testId }: ViewProps) {
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <ul className={look === 'compact' ? 'sf-offers sf-offers--compact' : 'sf-offers'} data-testid={testId}>
      {offers.map((offer) => (
        <li key={offer.title} className="sf-offer">
          <div className="sf-offer__picture" aria-hidden="true">
            <OfferPicture {...offer} />
          </div>
          <Title className="sf-heading sf-heading--3 sf-offer__title">{offer.title}</Title>
          <p className="sf-paragraph">{offer.text}</p>
          {offer.priceText !== undefined ? <p className="sf-offer__price">{offer.priceText}</p> : null}
          <p className="sf-text-link sf-offer__link">
            <a href={offer.href}>{offer.linkLabel}</a>
          </p>
        </li>
      ))}
    </ul>
  );
}

export default OfferCards;
