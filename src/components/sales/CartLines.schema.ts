/** CartLines: the props flows may give (its schema), kept apart so the component can load on first use. */
import type { PropsOf } from '../../registry/propsOf.ts';
import { eventProp } from '../../registry/propsOf.ts';
const list = { type: 'array', items: { type: 'object' } } as const;

export const propsSchema = {
  type: 'object',
  properties: {
    devices: list,
    plans: list,
    features: list,
    accessories: list,
    tradeIn: { type: ['object', 'null'] },
    devicesHeading: { type: 'string' },
    plansHeading: { type: 'string' },
    featuresHeading: { type: 'string' },
    accessoriesHeading: { type: 'string' },
    tradeInHeading: { type: 'string' },
    monthlyLabel: { type: 'string', description: '{amount} placeholder, e.g. {amount}/mo' },
    fullPriceLabel: { type: 'string', description: '{amount} placeholder, paid today' },
    deviceDetailLabel: { type: 'string', description: '{colour} and {capacity} placeholders' },
    tradeInLabel: { type: 'string', description: '{make}, {model}, {value}, {monthlyCredit} placeholders' },
    removeLabel: { type: 'string', description: '{name} placeholder; no remove buttons when absent; the accessible name of each Remove button' },
    removeVisibleLabel: {
      type: 'string',
      description: 'what the Remove button shows (the item is in its accessible name, removeLabel)',
      labelInName: 'removeLabel',
    },
    onRemove: eventProp,
    changeLink: {
      type: 'string',
      description:
        "the pdp's address (a link); each phone line links to it with its deviceId, colourId, capacityId, paymentOption and itemId so its choices can be changed (issue 23 item 3); no Change links when absent",
    },
    changeLabel: { type: 'string', description: '{name} placeholder; the accessible name of each Change link' },
    changeVisibleLabel: {
      type: 'string',
      description: 'what the Change link shows (the phone is in its accessible name, changeLabel)',
      labelInName: 'changeLabel',
    },
  },
  required: [
    'devices',
    'plans',
    'features',
    'accessories',
    'devicesHeading',
    'plansHeading',
    'featuresHeading',
    'accessoriesHeading',
    'monthlyLabel',
    'fullPriceLabel',
    'deviceDetailLabel',
  ],
  additionalProperties: false,
} as const;

export type Props = PropsOf<typeof propsSchema, 'onRemove'>;
