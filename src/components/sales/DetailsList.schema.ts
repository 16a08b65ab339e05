/** DetailsList: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    items: {
      type: 'array',
      description: 'term and detail pairs; pairs with an empty detail are left out',
      items: {
        type: 'object',
        properties: { term: { type: 'string' }, detail: { type: ['string', 'number', 'null'] } },
        required: ['term'],
        additionalProperties: false,
      },
    },
  },
  required: ['label', 'items'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
