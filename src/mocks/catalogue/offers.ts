import type { Accessory, DeliveryOption, Plan, Protection, TradeInMake } from './types.ts';

export const PLANS: readonly Plan[] = [
  {
    id: 'unlimited-welcome',
    name: 'Unlimited Welcome',
    monthly: 65,
    data: 'Unlimited 5G data',
    highlights: ['Unlimited talk and text', 'Standard-definition streaming'],
    prepaid: false,
  },
  {
    id: 'unlimited-plus',
    name: 'Unlimited Plus',
    monthly: 80,
    data: 'Unlimited 5G Ultra Wideband',
    highlights: ['30 GB mobile hotspot', 'HD streaming', 'Save on a home internet plan'],
    prepaid: false,
  },
  {
    id: 'unlimited-ultimate',
    name: 'Unlimited Ultimate',
    monthly: 90,
    data: 'Unlimited premium 5G data',
    highlights: ['60 GB mobile hotspot', 'International talk, text and data in 210+ countries', '4K streaming'],
    prepaid: false,
  },
  {
    id: 'prepaid-15gb',
    name: 'Prepaid 15 GB',
    monthly: 35,
    data: '15 GB of 5G data',
    highlights: ['Unlimited talk and text', 'No annual contract'],
    prepaid: true,
  },
  {
    id: 'prepaid-unlimited',
    name: 'Prepaid Unlimited',
    monthly: 50,
    data: 'Unlimited 5G data',
    highlights: ['Unlimited talk and text', '5 GB hotspot', 'No annual contract'],
    prepaid: true,
  },
];

/** The plan a new line gets until the shopper picks one (the cheaper of each kind). */
export const DEFAULT_PLAN = { postpaid: 'unlimited-welcome', prepaid: 'prepaid-15gb' } as const;

/** The plan recommendedplan suggests (the mid tier: what most carriers lead with). */
export const RECOMMENDED_PLAN = { postpaid: 'unlimited-plus', prepaid: 'prepaid-unlimited' } as const;

export const PROTECTION: readonly Protection[] = [
  { id: 'none', name: 'No protection', monthly: 0, description: 'Repairs and replacements at full cost.' },
  { id: 'device-protect', name: 'Device Protect', monthly: 17, description: 'Loss, theft and damage cover, screen repair from $0, tech support.' },
  { id: 'basic-protect', name: 'Basic Protect', monthly: 9, description: 'Damage and malfunction cover with a $99 replacement fee.' },
];

export const ACCESSORIES: readonly Accessory[] = [
  { id: 'clear-case', name: 'Clear MagSafe-style case', category: 'Cases', price: 49.99, image: '/images/devices/acc-case.svg' },
  { id: 'glass-protector', name: 'Tempered glass screen protector', category: 'Screen protection', price: 39.99, image: '/images/devices/acc-glass.svg' },
  { id: 'charger-45w', name: '45 W USB-C fast charger', category: 'Chargers', price: 29.99, image: '/images/devices/acc-charger.svg' },
  { id: 'wireless-pad', name: '15 W wireless charging pad', category: 'Chargers', price: 39.99, image: '/images/devices/acc-pad.svg' },
  { id: 'earbuds-pro', name: 'Noise-cancelling earbuds', category: 'Audio', price: 199.99, image: '/images/devices/acc-earbuds.svg' },
  { id: 'power-bank', name: '10,000 mAh power bank', category: 'Chargers', price: 49.99, image: '/images/devices/acc-powerbank.svg' },
  { id: 'car-mount', name: 'Magnetic car mount', category: 'Mounts', price: 34.99, image: '/images/devices/acc-mount.svg' },
  { id: 'smart-tag', name: 'Smart tracker tag', category: 'Smart devices', price: 29.99, image: '/images/devices/acc-tag.svg' },
];

export const DELIVERY_OPTIONS: readonly DeliveryOption[] = [
  { id: 'standard', name: 'Free 2-day shipping', price: 0, description: 'Arrives in 2 business days.' },
  { id: 'overnight', name: 'Overnight shipping', price: 24.99, description: 'Order by 3 pm for next-business-day delivery.' },
  { id: 'pickup', name: 'Pick up in store', price: 0, description: 'Ready in about 2 hours at a store near you.' },
];

/** Trade-in values in good condition (the appraisal scales them by condition). */
export const TRADE_IN_MAKES: readonly TradeInMake[] = [
  {
    id: 'nova',
    name: 'Nova',
    models: [
      { id: 'nova-15-pro', name: 'Nova 15 Pro', value: 650 },
      { id: 'nova-14', name: 'Nova 14', value: 300 },
      { id: 'nova-11', name: 'Nova 11', value: 120 },
      { id: 'nova-8', name: 'Nova 8', value: 0 },
    ],
  },
  {
    id: 'galaxa',
    name: 'Galaxa',
    models: [
      { id: 'galaxa-s24', name: 'Galaxa S24', value: 420 },
      { id: 'galaxa-s22', name: 'Galaxa S22', value: 160 },
      { id: 'galaxa-a14', name: 'Galaxa A14', value: 0 },
    ],
  },
  {
    id: 'pixelle',
    name: 'Pixelle',
    models: [
      { id: 'pixelle-9-pro', name: 'Pixelle 9 Pro', value: 380 },
      { id: 'pixelle-7', name: 'Pixelle 7', value: 90 },
    ],
  },
  {
    id: 'moto',
    name: 'Moto',
    models: [
      { id: 'moto-edge-2023', name: 'Moto Edge 2023', value: 60 },
      { id: 'moto-g-2022', name: 'Moto G 2022', value: 0 },
    ],
  },
];

/** How condition scales a trade-in value: a cracked or dead phone is worth nothing (the zero-dollar trade-in). */
export const CONDITION_FACTOR: Readonly<Record<string, number>> = { good: 1, fair: 0.5, damaged: 0 };

/** How a new line's phone is activated (the activation step): method id -> its name in the cart and order answers. */
export const ACTIVATION_METHODS: Readonly<Record<string, string>> = {
  self: 'Activate it myself when it arrives',
  store: 'Activate it at a store',
  preactivated: 'Arrives ready to use',
};
