/** CheckoutProgress: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { checkoutStepSchema } from './checkoutStepSchema.ts';

export const propsSchema = {
  type: 'object',
  properties: {
    steps: { type: 'array', items: checkoutStepSchema, description: 'the checkout steps (flows/fragments/checkoutStepList.json)' },
    current: { type: 'string', description: 'the id of the step this spoke belongs to' },
    progressLabel: { type: 'string', description: '{number}, {total} and {step} placeholders, e.g. "Step {number} of {total}: {step}"' },
    backLabel: { type: 'string' },
    backHref: { type: 'string', description: 'where the back link leads (the checkout hub)' },
  },
  required: ['steps', 'current', 'progressLabel', 'backLabel', 'backHref'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
