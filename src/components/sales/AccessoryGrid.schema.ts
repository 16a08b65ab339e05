/** AccessoryGrid: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    accessories: { type: 'array', items: { type: 'object' }, description: 'answers.catalogue.accessories' },
    addLabel: { type: 'string', description: '{name} placeholder; the accessible name of each Add button' },
    addVisibleLabel: {
      type: 'string',
      description: 'what the Add button shows, e.g. Add to cart (the product is in its accessible name, addLabel)',
      labelInName: 'addLabel',
    },
    busy: { type: 'boolean' },
    onAdd: eventProp,
  },
  required: ['label', 'accessories', 'addLabel', 'onAdd'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onAdd'>;
