/** Modal: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../registry/propsOf.ts';
import { eventProp } from '../registry/propsOf.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    title: { type: 'string' },
    description: { type: 'string', description: 'short text read with the title when the dialog opens' },
    role: { enum: ['dialog', 'alertdialog'], description: 'alertdialog for a confirmation that interrupts (Are You Sure)' },
    closeLabel: { type: 'string', description: 'accessible name of the close button; no close button without it' },
    onClose: eventProp,
  },
  required: ['title'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onClose'>;
