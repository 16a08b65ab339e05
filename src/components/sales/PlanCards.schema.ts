/** PlanCards: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string' },
    plans: { type: 'array', items: { type: 'object' }, description: 'answers.catalogue.plans' },
    currentPlanId: { type: 'string' },
    only: { type: 'string', description: 'show only this plan (recommendedplan)' },
    priceLabel: { type: 'string', description: '{amount} placeholder, per line per month' },
    recommendedLabel: { type: 'string' },
    currentLabel: { type: 'string' },
    chooseLabel: { type: 'string', description: '{name} placeholder; the accessible name of each Choose button' },
    chooseVisibleLabel: {
      type: 'string',
      description: 'what the Choose button shows (the plan is in its accessible name, chooseLabel)',
      labelInName: 'chooseLabel',
    },
    onChoose: eventProp,
  },
  required: ['label', 'plans', 'priceLabel', 'recommendedLabel', 'currentLabel', 'chooseLabel', 'onChoose'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onChoose'>;
