/** OfferCards: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { iconNames } from './iconNames.ts';

export const propsSchema = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          title: { type: 'string', description: "the offer's name (a level-2 heading)" },
          text: { type: 'string' },
          linkLabel: { type: 'string' },
          href: { type: 'string' },
          image: {
            type: 'string',
            pattern: '^/images/[a-z0-9/-]+\\.svg$',
            description: 'a picture of our own under public/images (decorative: the title names the offer)',
          },
          icon: { enum: iconNames, description: 'drawn instead of a picture' },
          art: { enum: ['card'], description: "card: the co-branded card's drawing (CardArt)" },
        },
        required: ['title', 'text', 'linkLabel', 'href'],
        additionalProperties: false,
      },
    },
  },
  required: ['items'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
