/** DeviceGrid: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string', description: 'accessible name of the list' },
    devices: { type: 'array', items: { type: 'object' }, description: 'device summaries (answers.gridwall.devices)' },
    detailsHref: { type: 'string', description: 'pdp address; ?deviceId= is added' },
    monthlyLabel: { type: 'string', description: '{monthly} and {months} placeholders; empty: no monthly price (prepaid)' },
    retailLabel: { type: 'string', description: '{price} placeholder' },
    ratingLabel: { type: 'string', description: '{rating} and {reviews} placeholders' },
    actionLabel: { type: 'string', description: 'button on each card, e.g. Save to Favorites; {name} placeholder' },
    savedIds: {
      type: 'array',
      items: { type: 'string' },
      description: 'ids of the phones already saved: their action button shows as pressed (a toggle with a saved state)',
    },
    savedActionLabel: { type: 'string', description: 'the action button of a saved phone; {name} placeholder' },
    actionVisibleLabel: {
      type: 'string',
      description: 'what the action button shows, e.g. Save (the phone is in its accessible name, actionLabel)',
      labelInName: 'actionLabel',
    },
    savedActionVisibleLabel: {
      type: 'string',
      description: 'what the action button of a saved phone shows, e.g. Saved (accessible name: savedActionLabel)',
      labelInName: 'savedActionLabel',
    },
    emptyText: { type: 'string' },
    onAction: eventProp,
  },
  required: ['label', 'devices', 'detailsHref', 'monthlyLabel', 'retailLabel', 'emptyText'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onAction'>;
