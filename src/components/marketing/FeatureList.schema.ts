/** FeatureList: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { iconNames } from './iconNames.ts';

export const propsSchema = {
  type: 'object',
  properties: {
    kind: {
      enum: ['grid', 'steps'],
      description: 'grid: a grid of equal tiles (rewards, benefits); steps: a numbered sequence read in order (how trade-in works)',
    },
    label: { type: 'string', description: 'accessible name of the list when no heading above it names it' },
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          icon: { enum: iconNames, description: 'a drawing from src/components/marketing/MarketingIcon.tsx (decorative)' },
          title: { type: 'string', description: "the tile's lead words (a rate, a step's name)" },
          text: { type: 'string' },
        },
        required: ['icon', 'title'],
        additionalProperties: false,
      },
    },
  },
  required: ['kind', 'items'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
