/** CardArt: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';

export const propsSchema = {
  type: 'object',
  properties: {
    label: {
      type: 'string',
      description: 'text alternative of the picture; leave it out when a heading beside it already names the card (the picture is then decorative)',
    },
  },
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
