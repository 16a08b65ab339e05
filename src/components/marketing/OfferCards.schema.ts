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
          title: { type: 'string' },
          text: { type: 'string' },
          linkLabel: { type: 'string' },
          href: { type: 'string' },
          // The picture (decorative, the title names the offer): one of our images under public/images, an icon, or
          // "card", the co-branded card's drawing (CardArt). Descriptions are left out: this file is in the start-up bundle.
          image: { type: 'string', pattern: '^/images/[a-z0-9/-]+\\.svg$' },
          icon: { enum: iconNames },
          art: { enum: ['card'] },
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
