/** PriceSummary: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    heading: { type: 'string' },
    rows: {
      type: 'array',
      description: 'label and amount per row; rows with amount 0 and hideZero are left out',
      items: {
        type: 'object',
        properties: {
          label: { type: 'string' },
          amount: { type: 'number' },
          negative: { type: 'boolean' },
          hideZero: { type: 'boolean' },
          strong: { type: 'boolean' },
        },
        required: ['label'],
        additionalProperties: false,
      },
    },
  },
  required: ['heading', 'rows'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
