import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './OfferCards.schema.ts';

/** The deals page (issue 23 item 1): each offer as a card with a picture, its words and a link. */
export default defineLazyComponent<Props>({
  name: 'OfferCards',
  description: 'Offers as cards in a grid: a picture (an image of ours, an icon or the card art), a heading, a line of text and a link.',
  propsSchema,
  load: () => import('./OfferCards.view.tsx'),
});
