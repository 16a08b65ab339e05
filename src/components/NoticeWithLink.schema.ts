/** NoticeWithLink: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../registry/propsOf.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    linkLabel: { type: 'string' },
    href: { type: 'string', description: 'an address the flow has already checked' },
    level: { enum: ['error', 'warning', 'info'] },
    newWindow: { type: 'boolean', description: 'open the link in a new window (without access to this page)' },
  },
  required: ['text', 'linkLabel', 'href', 'level'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
