/** DevicePaymentTerms: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    label: { type: 'string', description: 'caption of the table' },
    devices: {
      type: 'array',
      items: { type: 'object' },
      description:
        'the phones the agreement covers (the flow picks them, e.g. answers.getCart.devices on monthly payments): name, colour, capacity, fullPrice, dueToday, monthly, months',
    },
    deviceHeader: { type: 'string' },
    priceHeader: { type: 'string' },
    downHeader: { type: 'string' },
    monthlyHeader: { type: 'string' },
    termHeader: { type: 'string' },
    termLabel: { type: 'string', description: '{months} placeholder' },
  },
  required: ['label', 'devices', 'deviceHeader', 'priceHeader', 'downHeader', 'monthlyHeader', 'termHeader', 'termLabel'],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema>;
