import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './DeviceGrid.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'DeviceGrid',
  description: 'Phones as cards linking to the pdp (gridwall, Favorites).',
  propsSchema,
  load: () => import('./DeviceGrid.view.tsx'),
});
