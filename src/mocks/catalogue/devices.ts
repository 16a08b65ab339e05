import type { Capacity, Colour, Device } from './types.ts';

/** Device payment plans run 36 months (a common carrier term); monthly prices derive from it. */
export const DEVICE_PAYMENT_MONTHS = 36;

const c = (id: string, name: string, hex: string): Omit<Colour, 'image'> => ({ id, name, hex });
const cap = (label: string, fullPrice: number): Capacity => ({ id: label.toLowerCase().replace(/\s+/g, ''), label, fullPrice });

type DeviceInput = Omit<Device, 'image' | 'colours'> & { colours: readonly Omit<Colour, 'image'>[] };

/** Each colour gets its own product image (tools/device-images.ts); the device's image is its first colour's. */
function device(d: DeviceInput): Device {
  const colours = d.colours.map((colour) => ({ ...colour, image: `/images/devices/${d.id}-${colour.id}.svg` }));
  return { ...d, colours, image: colours[0]?.image ?? '/images/devices/byod.svg' };
}

/** Twelve-plus demo phones: fictional names, realistic prices, images generated as SVG in public/images/devices. */
export const DEVICES: readonly Device[] = [
  device({
    id: 'nova-16-pro',
    brand: 'Nova',
    name: 'Nova 16 Pro',
    tagline: 'Titanium design, triple camera',
    description: 'A 6.3-inch display, a 48 MP triple camera and all-day battery life.',
    colours: [c('desert', 'Desert Titanium', '#bfa48f'), c('black', 'Black Titanium', '#3c3c3d'), c('white', 'White Titanium', '#f2f1ed')],
    capacities: [cap('128 GB', 999.99), cap('256 GB', 1099.99), cap('512 GB', 1299.99)],
    rating: 4.7,
    reviews: 1843,
    prepaid: false,
    released: '2025-09-19',
  }),
  device({
    id: 'nova-16',
    brand: 'Nova',
    name: 'Nova 16',
    tagline: 'Bright colours, big battery',
    description: 'A 6.1-inch display, a fast chip and a 48 MP camera in five colours.',
    colours: [c('ultramarine', 'Ultramarine', '#5a6fd6'), c('teal', 'Teal', '#7fb5b0'), c('pink', 'Pink', '#f1a7c4'), c('black', 'Black', '#2e2e30')],
    capacities: [cap('128 GB', 829.99), cap('256 GB', 929.99)],
    rating: 4.6,
    reviews: 2210,
    prepaid: true,
    released: '2025-09-19',
  }),
  device({
    id: 'nova-15e',
    brand: 'Nova',
    name: 'Nova 15e',
    tagline: 'The essentials, for less',
    description: 'A 6.1-inch display and the same fast chip as the Nova 16, at a friendlier price.',
    colours: [c('white', 'White', '#f4f4f4'), c('black', 'Black', '#222222')],
    capacities: [cap('128 GB', 599.99), cap('256 GB', 699.99)],
    rating: 4.4,
    reviews: 512,
    prepaid: true,
    released: '2025-02-28',
  }),
  device({
    id: 'galaxa-s25-ultra',
    brand: 'Galaxa',
    name: 'Galaxa S25 Ultra',
    tagline: 'Built-in pen, 200 MP camera',
    description: 'A 6.9-inch screen, a built-in pen and a 200 MP camera with 100x zoom.',
    colours: [c('silver', 'Titanium Silverblue', '#a9b6c6'), c('black', 'Titanium Black', '#2b2b2b'), c('gray', 'Titanium Gray', '#8a8a86')],
    capacities: [cap('256 GB', 1299.99), cap('512 GB', 1419.99), cap('1 TB', 1659.99)],
    rating: 4.8,
    reviews: 1620,
    prepaid: false,
    released: '2025-02-07',
  }),
  device({
    id: 'galaxa-s25',
    brand: 'Galaxa',
    name: 'Galaxa S25',
    tagline: 'Compact flagship',
    description: 'A 6.2-inch screen that fits one hand, with a flagship chip and camera.',
    colours: [c('navy', 'Navy', '#27304a'), c('icyblue', 'Icy Blue', '#bcd3e8'), c('mint', 'Mint', '#c6e3d2')],
    capacities: [cap('128 GB', 799.99), cap('256 GB', 859.99)],
    rating: 4.6,
    reviews: 980,
    prepaid: true,
    released: '2025-02-07',
  }),
  device({
    id: 'galaxa-a36',
    brand: 'Galaxa',
    name: 'Galaxa A36 5G',
    tagline: 'Big screen, small price',
    description: 'A 6.7-inch screen, 5G and a two-day battery.',
    colours: [c('lavender', 'Awesome Lavender', '#b7a7d8'), c('black', 'Awesome Black', '#1f1f24')],
    capacities: [cap('128 GB', 399.99)],
    rating: 4.3,
    reviews: 344,
    prepaid: true,
    released: '2025-03-21',
  }),
  device({
    id: 'galaxa-fold-7',
    brand: 'Galaxa',
    name: 'Galaxa Fold 7',
    tagline: 'Phone outside, tablet inside',
    description: 'Unfolds to an 8-inch screen; folds to a phone that fits a pocket.',
    colours: [c('blue', 'Blue Shadow', '#2f4a6e'), c('silver', 'Silver Shadow', '#c9c9c9')],
    capacities: [cap('256 GB', 1999.99), cap('512 GB', 2119.99)],
    rating: 4.5,
    reviews: 210,
    prepaid: false,
    released: '2025-07-25',
  }),
  device({
    id: 'pixelle-10-pro',
    brand: 'Pixelle',
    name: 'Pixelle 10 Pro',
    tagline: 'The smartest camera',
    description: 'A 6.3-inch display, a pro triple camera and seven years of updates.',
    colours: [c('obsidian', 'Obsidian', '#1c1c1c'), c('porcelain', 'Porcelain', '#ece6dc'), c('moonstone', 'Moonstone', '#8c98a6')],
    capacities: [cap('128 GB', 999.99), cap('256 GB', 1099.99)],
    rating: 4.6,
    reviews: 730,
    prepaid: false,
    released: '2025-08-28',
  }),
  device({
    id: 'pixelle-10',
    brand: 'Pixelle',
    name: 'Pixelle 10',
    tagline: 'Helpful, colourful, fast',
    description: 'A 6.3-inch display and a new chip with on-device assistance.',
    colours: [c('indigo', 'Indigo', '#3e4a89'), c('lemongrass', 'Lemongrass', '#d9e07a'), c('frost', 'Frost', '#dfe8ef')],
    capacities: [cap('128 GB', 799.99), cap('256 GB', 899.99)],
    rating: 4.5,
    reviews: 455,
    prepaid: true,
    released: '2025-08-28',
  }),
  device({
    id: 'pixelle-9a',
    brand: 'Pixelle',
    name: 'Pixelle 9a',
    tagline: 'Great camera, great value',
    description: 'The Pixelle camera and seven years of updates at a mid-range price.',
    colours: [c('iris', 'Iris', '#8e8fd8'), c('porcelain', 'Porcelain', '#ece6dc')],
    capacities: [cap('128 GB', 499.99)],
    rating: 4.4,
    reviews: 298,
    prepaid: true,
    released: '2025-04-10',
  }),
  device({
    id: 'moto-edge-2025',
    brand: 'Moto',
    name: 'Moto Edge 2025',
    tagline: 'Curved screen, fast charging',
    description: 'A curved 6.7-inch screen and 68 W charging.',
    colours: [c('blue', 'Nautical Blue', '#203a5c')],
    capacities: [cap('256 GB', 549.99)],
    rating: 4.2,
    reviews: 160,
    prepaid: true,
    released: '2025-06-05',
  }),
  device({
    id: 'moto-g-5g',
    brand: 'Moto',
    name: 'Moto G 5G',
    tagline: 'Everyday 5G',
    description: 'A 6.7-inch screen, 5G and a 50 MP camera for everyday life.',
    colours: [c('green', 'Forest Gray', '#4c5a52'), c('sage', 'Sage Green', '#a8b8a0')],
    capacities: [cap('128 GB', 199.99)],
    rating: 4.0,
    reviews: 402,
    prepaid: true,
    released: '2025-05-15',
  }),
  device({
    id: 'moto-razr-plus',
    brand: 'Moto',
    name: 'Moto Razr+',
    tagline: 'Flip it open',
    description: 'A flip phone with a 4-inch outer screen and a 7-inch inner one.',
    colours: [c('mocha', 'Mocha', '#6b4f3f'), c('pink', 'Hot Pink', '#e0457b')],
    capacities: [cap('256 GB', 999.99)],
    rating: 4.3,
    reviews: 188,
    prepaid: false,
    released: '2025-05-22',
  }),
  device({
    id: 'orbit-one',
    brand: 'Orbit',
    name: 'Orbit One',
    tagline: 'Simple and sturdy',
    description: 'A rugged phone with a big battery, for work sites and weekends.',
    colours: [c('black', 'Black', '#1b1b1b')],
    capacities: [cap('64 GB', 299.99)],
    rating: 4.1,
    reviews: 95,
    prepaid: true,
    released: '2024-10-01',
  }),
];

/** Monthly device payment for a full price (cents rounded up, as carriers do). */
export function monthlyFor(fullPrice: number): number {
  return Math.ceil((fullPrice / DEVICE_PAYMENT_MONTHS) * 100) / 100;
}

export function findDevice(id: unknown): Device | undefined {
  return DEVICES.find((d) => d.id === id);
}
