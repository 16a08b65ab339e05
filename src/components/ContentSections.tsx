import type { PropsOf } from '../registry/propsOf.ts';
import { defineLazyComponent } from '../registry/defineLazyComponent.ts';

const propsSchema = {
  type: 'object',
  properties: {
    sections: {
      type: 'array',
      description: 'authored sections: a heading and an HTML body each (sanitised)',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, heading: { type: 'string' }, body: { type: 'string' } },
        required: ['heading', 'body'],
      },
    },
    headingLevel: { enum: [2, 3] },
  },
  required: ['sections'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;

/** Loaded on first use (defineLazyComponent): DOMPurify stays out of the start-up bundle. */
export default defineLazyComponent<Props>({
  name: 'ContentSections',
  description: 'Authored sections from the content service (heading + sanitised HTML body each).',
  propsSchema,
  load: () => import('./ContentSections.view.tsx'),
});
