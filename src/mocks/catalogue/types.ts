/** Shapes of the demo catalogue (mock data only; the app reads answers through schemas/answers/*). */
/** `image`: the phone in this colour (public/images/devices/<deviceId>-<colourId>.svg, written by tools/device-images.ts). */
export type Colour = { id: string; name: string; hex: string; image: string };
export type Capacity = { id: string; label: string; fullPrice: number };

export type Device = {
  id: string;
  brand: string;
  name: string;
  /** One line under the name on the gridwall. */
  tagline: string;
  description: string;
  colours: readonly Colour[];
  capacities: readonly Capacity[];
  rating: number;
  reviews: number;
  /** Sold under /sales/prepaid/ too. */
  prepaid: boolean;
  /** Newest first when sorting by "newest". */
  released: string;
  /** The first colour's image (cards, wishlist). */
  image: string;
};

export type Plan = {
  id: string;
  name: string;
  monthly: number;
  data: string;
  highlights: readonly string[];
  prepaid: boolean;
};

export type Protection = { id: string; name: string; monthly: number; description: string };
export type Accessory = { id: string; name: string; category: string; price: number; image: string };
export type TradeInModel = { id: string; name: string; value: number };
export type TradeInMake = { id: string; name: string; models: readonly TradeInModel[] };
export type DeliveryOption = { id: string; name: string; price: number; description: string };
