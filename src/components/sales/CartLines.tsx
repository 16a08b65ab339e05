import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './CartLines.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'CartLines',
  description: 'Cart items by kind with Remove buttons (expresscart) or read-only (review, confirmation).',
  propsSchema,
  load: () => import('./CartLines.view.tsx'),
});
