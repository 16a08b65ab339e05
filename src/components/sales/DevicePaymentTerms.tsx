import { defineLazyComponent } from '../../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './DevicePaymentTerms.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'DevicePaymentTerms',
  description: 'Key terms of a device payment agreement: one row per phone (retail price, down payment, monthly payment, term).',
  propsSchema,
  load: () => import('./DevicePaymentTerms.view.tsx'),
});
