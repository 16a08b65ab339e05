import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './AccessoryGrid.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'AccessoryGrid',
  description: 'Accessories with an add-to-cart button each.',
  propsSchema,
  load: () => import('./AccessoryGrid.view.tsx'),
});
