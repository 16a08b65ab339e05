import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './PlanCards.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'PlanCards',
  description: 'Plans to compare and choose from.',
  propsSchema,
  load: () => import('./PlanCards.view.tsx'),
});
