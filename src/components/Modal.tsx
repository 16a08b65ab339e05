import { defineLazyComponent } from '../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './Modal.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'Modal',
  description: 'An accessible modal dialog (title, optional description, children, close button and Escape when closeLabel and onClose are given).',
  propsSchema,
  load: () => import('./Modal.view.tsx'),
});
