import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './FeatureList.schema.ts';

/** Marketing pages (issue 23 item 1): rewards as a grid of tiles, or how-it-works steps, each with an icon. */
export default defineLazyComponent<Props>({
  name: 'FeatureList',
  description: 'Tiles with an icon, a title and a line of text: a grid (rewards, benefits) or numbered steps.',
  propsSchema,
  load: () => import('./FeatureList.view.tsx'),
});
