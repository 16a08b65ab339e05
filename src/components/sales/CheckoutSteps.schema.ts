/** CheckoutSteps: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    steps: {
      type: 'array',
      description:
        'the spokes in order: id, label, a summary of what was chosen, and applies (false hides a step whose flow rule says this cart does not need it)',
      items: {
        type: 'object',
        properties: { id: { type: 'string' }, label: { type: 'string' }, summary: { type: 'string' }, applies: { type: 'boolean' } },
        required: ['id', 'label'],
        additionalProperties: false,
      },
    },
    pending: { type: 'array', items: { type: 'object' }, description: 'answers.getCart.pendingSteps.checkout: { id, done }' },
    doneLabel: { type: 'string' },
    todoLabel: { type: 'string' },
    editLabel: { type: 'string', description: '{step} placeholder' },
    startLabel: { type: 'string', description: '{step} placeholder' },
    onOpen: eventProp,
  },
  required: ['label', 'steps', 'pending', 'doneLabel', 'todoLabel', 'editLabel', 'startLabel', 'onOpen'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onOpen'>;
