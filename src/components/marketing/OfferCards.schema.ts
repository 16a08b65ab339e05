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
          title: { type: 'string', description: "the offer's name (a heading of headingLevel, 2 unless given)" },
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
          price: {
            type: 'object',
            description: 'a price line under the text: label with {amount} filled with the amount as money in the page language (no line without an amount)',
            properties: { amount: { type: 'number' }, label: { type: 'string' } },
            required: ['label'],
            additionalProperties: false,
          },
          hidden: { type: 'boolean', description: 'true leaves this card out (e.g. a trade-in already in the cart)' },
        },
        required: ['title', 'text', 'linkLabel', 'href'],
        additionalProperties: false,
      },
    },
    headingLevel: { enum: [2, 3], description: "the cards' heading level: 2 on a page of cards (deals), 3 under a section's heading (the cart)" },
    look: { enum: ['compact'], description: 'compact: a smaller picture and at most two cards a row, for a column beside a summary (the cart)' },
  },
  required: ['items'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
