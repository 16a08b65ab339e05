import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './PriceSummary.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'PriceSummary',
  description: 'Totals: due today, monthly, trade-in credit.',
  propsSchema,
  load: () => import('./PriceSummary.view.tsx'),
});
