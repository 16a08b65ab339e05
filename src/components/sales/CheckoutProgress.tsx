import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './CheckoutProgress.schema.ts';

/** Loaded on first use (defineLazyComponent): only checkout spokes show it, so start-up does not carry it. */
export default defineLazyComponent<Props>({
  name: 'CheckoutProgress',
  description: 'A checkout spoke\'s back link to the checkout and its place in it ("Step n of N").',
  propsSchema,
  load: () => import('./CheckoutProgress.view.tsx'),
});
