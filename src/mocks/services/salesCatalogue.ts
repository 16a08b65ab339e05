import { ACCESSORIES, DELIVERY_OPTIONS, PLANS, PROTECTION, RECOMMENDED_PLAN, TRADE_IN_MAKES } from '../catalogue/offers.ts';
import { DEVICE_PAYMENT_MONTHS, DEVICES, findDevice, monthlyFor } from '../catalogue/devices.ts';
import type { Device } from '../catalogue/types.ts';
import type { MockService } from '../mockService.ts';
import { variesByLanguage } from '../askedLanguage.ts';
import { catalogueFor, readCaller, salesError, str } from './salesRequest.ts';

const dollars = (n: number) => `$${n.toFixed(2)}`;

function summary(device: Device) {
  const from = device.capacities[0]!.fullPrice;
  return {
    id: device.id,
    brand: device.brand,
    name: device.name,
    tagline: device.tagline,
    image: device.image,
    rating: device.rating,
    reviews: device.reviews,
    fullPrice: from,
    monthly: monthlyFor(from),
    months: DEVICE_PAYMENT_MONTHS,
    colours: device.colours.map((c) => c.name),
  };
}

const SORTS: Record<string, (a: Device, b: Device) => number> = {
  featured: () => 0,
  priceLow: (a, b) => a.capacities[0]!.fullPrice - b.capacities[0]!.fullPrice,
  priceHigh: (a, b) => b.capacities[0]!.fullPrice - a.capacities[0]!.fullPrice,
  newest: (a, b) => b.released.localeCompare(a.released),
  rating: (a, b) => b.rating - a.rating,
};

/** Gridwall: the phones for sale, filtered by brand and sorted (prepaid shows prepaid phones only). */
export const salesGridwall: MockService = {
  key: 'POST /deviceconfigservice/gridwall',
  paths: ['/deviceconfigservice/gridwall', '/deviceconfigservice/nse/gridwall', '/prepayservice/deviceconfig/gridwall'],
  defaultAnswer: async (ctx) => {
    const { body, prepaid } = await readCaller(ctx);
    const brand = str(body.brand);
    const sort = SORTS[str(body.sort)] ?? SORTS.featured!;
    const forSale = DEVICES.filter((d) => !prepaid || d.prepaid);
    const inLanguage = catalogueFor(ctx);
    const devices = forSale
      .filter((d) => !brand || d.brand === brand)
      .slice()
      .sort(sort)
      .map((d) => summary(inLanguage.device(d)));
    const brands = [...new Set(forSale.map((d) => d.brand))];
    return { headers: variesByLanguage, body: { devices, brands, total: devices.length, errors: [] } };
  },
};

/** One phone with its colours, capacities and both prices per capacity (pdp). */
export const salesDeviceDetails: MockService = {
  key: 'POST /deviceconfigservice/device/details',
  paths: ['/deviceconfigservice/device/details', '/deviceconfigservice/nse/device/details', '/prepayservice/deviceconfig/device/details'],
  defaultAnswer: async (ctx) => {
    const { body } = await readCaller(ctx);
    const found = findDevice(body.deviceId);
    if (!found) return salesError('DEVICE_NOT_FOUND', 'We could not find that device.');
    const device = catalogueFor(ctx).device(found);
    return {
      headers: variesByLanguage,
      body: {
        device: {
          ...summary(device),
          description: device.description,
          colours: device.colours,
          capacities: device.capacities.map((c) => ({ ...c, monthly: monthlyFor(c.fullPrice) })),
        },
        errors: [],
      },
    };
  },
};

/** Plans, protection, accessories, delivery options and trade-in makes: the rest of the catalogue, small enough to send whole. */
export const salesCatalogue: MockService = {
  key: 'POST /deviceconfigservice/catalogue',
  paths: ['/deviceconfigservice/catalogue', '/deviceconfigservice/nse/catalogue', '/prepayservice/deviceconfig/catalogue'],
  defaultAnswer: async (ctx) => {
    const { prepaid } = await readCaller(ctx);
    const plans = PLANS.filter((p) => p.prepaid === prepaid);
    const recommended = prepaid ? RECOMMENDED_PLAN.prepaid : RECOMMENDED_PLAN.postpaid;
    const inLanguage = catalogueFor(ctx);
    const { perMonth, free } = inLanguage.priceLabels;
    return {
      headers: variesByLanguage,
      body: {
        plans: plans.map(inLanguage.plan).map((p) => ({ ...p, recommended: p.id === recommended, priceLabel: `${dollars(p.monthly)}${perMonth}` })),
        recommendedPlanId: recommended,
        // Going without cover is no inclusion: a free option carries no price label (issue 9).
        protection: PROTECTION.map(inLanguage.protection).map((p) => ({ ...p, priceLabel: p.monthly > 0 ? `${dollars(p.monthly)}${perMonth}` : '' })),
        accessories: ACCESSORIES.map(inLanguage.accessory).map((a) => ({ ...a, priceLabel: dollars(a.price) })),
        deliveryOptions: DELIVERY_OPTIONS.map(inLanguage.delivery).map((d) => ({ ...d, priceLabel: d.price > 0 ? dollars(d.price) : free })),
        tradeInMakes: TRADE_IN_MAKES.map((m) => ({ id: m.id, name: m.name })),
        tradeInModels: TRADE_IN_MAKES.flatMap((m) => m.models.map((x) => ({ id: x.id, makeId: m.id, name: x.name }))),
        errors: [],
      },
    };
  },
};
