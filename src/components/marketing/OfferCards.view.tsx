import { fill, money } from '../sales/money.ts';
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

/** The price line: the flow's words with the amount as money; none until the answer gave an amount. */
function OfferPrice({ price }: Pick<Offer, 'price'>) {
  if (!price || typeof price.amount !== 'number') return null;
  return <p className="sf-offer__price">{fill(price.label, { amount: money(price.amount) })}</p>;
}

/**
 * A grid of offer cards (the deals page, the cart's upsells: issue 23 items 1
 * and 3); the words, prices and addresses come from the flow.
 */
function OfferCards({ items, headingLevel = 2, look, testId }: Props) {
  const Title = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <ul className={look === 'compact' ? 'sf-offers sf-offers--compact' : 'sf-offers'} data-testid={testId}>
      {items
        .filter((offer) => !offer.hidden)
        .map((offer) => (
          <li key={offer.title} className="sf-offer">
            <div className="sf-offer__picture" aria-hidden="true">
              <OfferPicture {...offer} />
            </div>
            <Title className="sf-heading sf-heading--3 sf-offer__title">{offer.title}</Title>
            <p className="sf-paragraph">{offer.text}</p>
            <OfferPrice price={offer.price} />
            <p className="sf-text-link sf-offer__link">
              <a href={offer.href}>{offer.linkLabel}</a>
            </p>
          </li>
        ))}
    </ul>
  );
}

export default OfferCards;
