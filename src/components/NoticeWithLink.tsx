import { defineLazyComponent } from '../registry/defineLazyComponent.ts';
import { propsSchema, type Props } from './NoticeWithLink.schema.ts';

/** Loaded on first use (defineLazyComponent): keeps the start-up bundle within budget. */
export default defineLazyComponent<Props>({
  name: 'NoticeWithLink',
  description: 'A message with a link to act on it (popup blocked: continue in a new window).',
  propsSchema,
  load: () => import('./NoticeWithLink.view.tsx'),
});
