import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './Hero.schema.ts';

/** A marketing page's opening band (issue 23 item 1): its children (heading, promise) beside the offer's figure. */
export default defineLazyComponent<Props>({
  name: 'Hero',
  description: 'An opening band: the children (the page heading and the promise) beside one large figure (a rate) with its unit and small print.',
  propsSchema,
  load: () => import('./Hero.view.tsx'),
});
