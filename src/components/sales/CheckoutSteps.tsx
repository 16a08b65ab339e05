import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './CheckoutSteps.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'CheckoutSteps',
  description: 'Express checkout spokes with their state and an open button each.',
  propsSchema,
  load: () => import('./CheckoutSteps.view.tsx'),
});
