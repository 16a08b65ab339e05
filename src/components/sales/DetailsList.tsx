import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './DetailsList.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'DetailsList',
  description: 'Term and detail pairs.',
  propsSchema,
  load: () => import('./DetailsList.view.tsx'),
});
