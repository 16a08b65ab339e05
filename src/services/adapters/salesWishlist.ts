import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { eventText, languageHeaders } from './requestParts.ts';

/**
 * Favorites (spec 2.1 wishlist), kept by the cart service beside the cart; the phones' texts in the shopper's language.
 * Each definition is written out (name, description, method) so the build can drop its description
 * (tools/vite/stripRegistryDocs.ts); `wishlistRoute` adds the rest.
 */
function wishlistRoute(path: string): Pick<AdapterDefinition, 'paths' | 'headers' | 'body'> {
  return {
    paths: { signedIn: `/cartservice/wishlist/${path}`, prospect: `/cartservice/wishlist/nse/${path}` },
    body: (facts) => ({ deviceId: eventText(facts, 'deviceId') }),
    headers: languageHeaders,
  };
}

export const getWishlist: AdapterDefinition = {
  name: 'getWishlist',
  description: "The shopper's saved phones.",
  method: 'POST',
  ...wishlistRoute('get'),
};

export const addWishlist: AdapterDefinition = {
  name: 'addWishlist',
  description: 'Saves a phone (event.deviceId) to Favorites.',
  method: 'POST',
  ...wishlistRoute('add'),
};

export const removeWishlist: AdapterDefinition = {
  name: 'removeWishlist',
  description: 'Removes a phone (event.deviceId) from Favorites.',
  method: 'POST',
  ...wishlistRoute('remove'),
};
