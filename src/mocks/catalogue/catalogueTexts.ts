/**
 * The catalogue's descriptive texts in another language, and the lookup the catalogue service answers with (issue 23).
 * English is the catalogue itself (devices.ts, offers.ts); each translated language has one CatalogueTexts.
 */
import type { Language } from '../../model/language.ts';
import { ACTIVATION_METHODS } from './offers.ts';
import { CATALOGUE_ES } from './spanish.ts';
import type { Accessory, DeliveryOption, Device, Plan, Protection } from './types.ts';

export interface DeviceTexts {
  tagline: string;
  description: string;
  /** Colour id → name. */
  colours: Record<string, string>;
}

export interface CatalogueTexts {
  devices: Record<string, DeviceTexts>;
  plans: Record<string, { data: string; highlights: readonly string[] }>;
  protection: Record<string, { name: string; description: string }>;
  delivery: Record<string, { name: string; description: string }>;
  accessories: Record<string, { name: string; category: string }>;
  /** Activation method id -> its name (offers.ts ACTIVATION_METHODS). */
  activation: Record<string, string>;
  /** What the answer puts after a monthly price, and in place of a zero price. */
  priceLabels: { perMonth: string; free: string };
}

/** Catalogue items with their texts in one language. */
export interface CatalogueInLanguage {
  priceLabels: CatalogueTexts['priceLabels'];
  device(device: Device): Device;
  plan(plan: Plan): Plan;
  protection(option: Protection): Protection;
  delivery(option: DeliveryOption): DeliveryOption;
  accessory(accessory: Accessory): Accessory;
  /** The name of an activation method ('' for none). */
  activationName(method: string): string;
}

const ENGLISH_LABELS: CatalogueTexts['priceLabels'] = { perMonth: '/mo', free: 'Free' };

const TEXTS: Record<Exclude<Language, 'en'>, CatalogueTexts> = { es: CATALOGUE_ES };

/** The catalogue in one language: each item with its translated texts, or as it is (English, or an item not translated). */
export function catalogueIn(language: string | null): CatalogueInLanguage {
  const texts: CatalogueTexts | undefined = language ? TEXTS[language as Exclude<Language, 'en'>] : undefined;
  return {
    priceLabels: texts?.priceLabels ?? ENGLISH_LABELS,
    device(device: Device): Device {
      const own = texts?.devices[device.id];
      if (!own) return device;
      const colours = device.colours.map((colour) => ({ ...colour, name: own.colours[colour.id] ?? colour.name }));
      return { ...device, tagline: own.tagline, description: own.description, colours };
    },
    plan: (plan: Plan): Plan => ({ ...plan, ...texts?.plans[plan.id] }),
    protection: (option: Protection): Protection => ({ ...option, ...texts?.protection[option.id] }),
    delivery: (option: DeliveryOption): DeliveryOption => ({ ...option, ...texts?.delivery[option.id] }),
    accessory: (accessory: Accessory): Accessory => ({ ...accessory, ...texts?.accessories[accessory.id] }),
    activationName: (method: string): string => (Object.hasOwn(ACTIVATION_METHODS, method) ? (texts?.activation[method] ?? ACTIVATION_METHODS[method]!) : ''),
  };
}
