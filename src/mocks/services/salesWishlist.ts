import { findDevice, monthlyFor } from '../catalogue/devices.ts';
import type { CatalogueInLanguage } from '../catalogue/catalogueTexts.ts';
import type { MockService } from '../mockService.ts';
import type { StorageLike } from '../storage.ts';
import { catalogueFor, readCaller, salesError } from './salesRequest.ts';

/** Favorites (spec 2.1 wishlist), kept per cartId beside the demo cart. */
const key = (cartId: string) => `mock:wishlist:${cartId}`;

function load(storage: StorageLike | null, cartId: string): string[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(key(cartId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.map(String) : [];
  } catch {
    return [];
  }
}

/** The saved phones, their texts in the language the call asks for (issue 23). */
function answer(ids: string[], catalogue: CatalogueInLanguage) {
  const devices = ids.flatMap((id) => {
    const found = findDevice(id);
    if (!found) return [];
    const device = catalogue.device(found);
    const from = device.capacities[0]!.fullPrice;
    return [
      {
        id: device.id,
        brand: device.brand,
        name: device.name,
        tagline: device.tagline,
        image: device.image,
        rating: device.rating,
        reviews: device.reviews,
        fullPrice: from,
        monthly: monthlyFor(from),
        months: 36,
        colours: device.colours.map((c) => c.name),
      },
    ];
  });
  return { body: { devices, count: devices.length, errors: [] } };
}

function wishlistCall(name: string, change: (ids: string[], deviceId: string) => string[] | null): MockService {
  const paths = [`/cartservice/wishlist/${name}`, `/cartservice/wishlist/nse/${name}`];
  return {
    key: `POST ${paths[0]}`,
    paths,
    defaultAnswer: async (ctx) => {
      const caller = await readCaller(ctx);
      const deviceId = typeof caller.body.deviceId === 'string' ? caller.body.deviceId : '';
      const next = change(load(ctx.storage, caller.cartId), deviceId);
      if (!next) return salesError('DEVICE_NOT_FOUND', 'We could not find that device.');
      ctx.storage?.setItem(key(caller.cartId), JSON.stringify(next));
      return answer(next, catalogueFor(ctx));
    },
  };
}

export const salesGetWishlist = wishlistCall('get', (ids) => ids);
export const salesAddWishlist = wishlistCall('add', (ids, id) => (findDevice(id) ? [...ids.filter((x) => x !== id), id] : null));
export const salesRemoveWishlist = wishlistCall('remove', (ids, id) => ids.filter((x) => x !== id));
