import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './SiteFooter.schema.ts';

/** Loaded on first use (defineLazyComponent): the footer sits below the fold, so it stays out of the start-up bundle. */
export default defineLazyComponent<Props>({
  name: 'SiteFooter',
  description: 'The footer: brand, help and shopping links, legal links and small print.',
  propsSchema,
  load: () => import('./SiteFooter.view.tsx'),
});
