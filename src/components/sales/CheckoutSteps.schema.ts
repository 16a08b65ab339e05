/** CheckoutSteps: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
import { checkoutStepSchema } from './checkoutStepSchema.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    steps: {
      type: 'array',
      description: 'the spokes in order (flows/fragments/checkoutStepList.json): id, label, a summary of what was entered, applies and done (flow rules)',
      items: checkoutStepSchema,
    },
    doneLabel: { type: 'string' },
    todoLabel: { type: 'string' },
    editLabel: { type: 'string', description: '{step} placeholder' },
    startLabel: { type: 'string', description: '{step} placeholder' },
    editVisibleLabel: { type: 'string', description: 'what the button of a done step shows, e.g. Edit (accessible name: editLabel)', labelInName: 'editLabel' },
    startVisibleLabel: {
      type: 'string',
      description: 'what the button of a step to do shows, e.g. Start (accessible name: startLabel)',
      labelInName: 'startLabel',
    },
    onOpen: eventProp,
  },
  required: ['label', 'steps', 'doneLabel', 'todoLabel', 'editLabel', 'startLabel', 'onOpen'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onOpen'>;
