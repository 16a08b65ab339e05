/** DeviceConfigurator: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
export const propsSchema = {
  type: 'object',
  properties: {
    device: { type: 'object', description: 'answers.deviceDetails.device' },
    colourLegend: { type: 'string' },
    capacityLegend: { type: 'string' },
    paymentLegend: { type: 'string' },
    paymentOptions: {
      type: 'array',
      items: { enum: ['monthly', 'full'] },
      minItems: 1,
      description: 'the ways to pay this shopper is offered, the first chosen at start (a flow rule: the prepaid store pays in full only)',
    },
    monthlyOption: { type: 'string', description: '{monthly} and {months} placeholders' },
    fullOption: { type: 'string', description: '{price} placeholder' },
    dueTodayLabel: { type: 'string', description: '{amount} placeholder' },
    addToCartLabel: { type: 'string' },
    wishlistLabel: { type: 'string' },
    busy: { type: 'boolean' },
    onAddToCart: eventProp,
    onWishlist: eventProp,
  },
  required: [
    'device',
    'colourLegend',
    'capacityLegend',
    'paymentLegend',
    'paymentOptions',
    'monthlyOption',
    'fullOption',
    'dueTodayLabel',
    'addToCartLabel',
    'onAddToCart',
  ],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onAddToCart' | 'onWishlist'>;
