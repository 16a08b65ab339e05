/** Hero: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';

export const propsSchema = {
  type: 'object',
  properties: {
    figure: { type: 'string', description: 'the offer in one figure, shown large (a savings rate)' },
    figureUnit: { type: 'string', description: 'what the figure counts, beside it (APY)' },
    figureNote: { type: 'string', description: 'the small print under the figure' },
  },
  required: ['figure'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
