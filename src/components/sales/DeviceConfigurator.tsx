import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './DeviceConfigurator.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'DeviceConfigurator',
  description: 'pdp: colour, capacity, payment option, add to cart and to Favorites.',
  propsSchema,
  load: () => import('./DeviceConfigurator.view.tsx'),
});
