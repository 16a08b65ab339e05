import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './CardArt.schema.ts';

/** The co-branded card's picture on the card landing (issue 23 item 1): our own drawing, no external image. */
export default defineLazyComponent<Props>({
  name: 'CardArt',
  description: 'A drawing of the co-branded credit card (brand colours, chip, contactless mark); decorative unless given a label.',
  propsSchema,
  load: () => import('./CardArt.view.tsx'),
});
