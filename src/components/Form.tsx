import { defineLazyComponent } from '../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './Form.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'Form',
  description: 'A form built from field definitions (rules and messages from the flow); submits { formId, ...values } as the event payload.',
  propsSchema,
  load: () => import('./Form.view.tsx'),
});
