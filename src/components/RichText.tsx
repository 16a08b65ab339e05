import type { PropsOf } from '../registry/propsOf.ts';
import { defineLazyComponent } from '../registry/defineLazyComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    html: { type: 'string', description: 'authored HTML from the content service; sanitised before it is shown' },
  },
  required: ['html'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;

/** Loaded on first use (defineLazyComponent): DOMPurify stays out of the start-up bundle. */
export default defineLazyComponent<Props>({
  name: 'RichText',
  description: 'Authored HTML from the content service, sanitised with DOMPurify.',
  propsSchema,
  load: () => import('./RichText.view.tsx'),
});
