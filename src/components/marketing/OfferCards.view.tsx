import CardArt from './CardArt.view.tsx';
import { MarketingIcon } from './MarketingIcon.tsx';
import type { Props } from './OfferCards.schema.ts';
import './marketing.css';

type Offer = Props['items'][number];

/** The picture band of a card: decorative, since the heading under it names the offer. */
function OfferPicture({ image, icon, art }: Offer) {
  if (art === 'card') return <CardArt />;
  if (image) return <img className="sf-offer__image" src={image} alt="" width={160} height={160} loading="lazy" />;
  return icon ? <MarketingIcon name={icon} size={72} /> : null;
}

/** A grid of offer cards; the words and addresses come from the flow. */
function OfferCards({ items, testId }: Props) {
  return (
    <ul className="sf-offers" data-testid={testId}>
      {items.map((offer) => (
        <li key={offer.title} className="sf-offer">
          <div className="sf-offer__picture" aria-hidden="true">
            <OfferPicture {...offer} />
          </div>
          <h2 className="sf-heading sf-heading--3 sf-offer__title">{offer.title}</h2>
          <p className="sf-paragraph">{offer.text}</p>
          <p className="sf-text-link sf-offer__link">
            <a href={offer.href}>{offer.linkLabel}</a>
          </p>
        </li>
      ))}
    </ul>
  );
}

export default OfferCards;
