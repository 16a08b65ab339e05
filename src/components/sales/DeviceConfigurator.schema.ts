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
    lineItemId: {
      type: 'string',
      description: 'the cart line being changed (issue 23 item 3): its itemId goes with the add-to-cart event; empty adds a new line',
    },
    chosenColourId: { type: 'string', description: 'the colour chosen at start (a changed line keeps its own); the first when absent or not offered' },
    chosenCapacityId: { type: 'string', description: 'the capacity chosen at start; the first when absent or not offered' },
    chosenPayment: { type: 'string', description: 'the way to pay chosen at start; the first offered when absent or not offered' },
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
