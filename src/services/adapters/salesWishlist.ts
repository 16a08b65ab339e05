import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { eventText, languageHeaders } from './requestParts.ts';

/** Favorites (spec 2.1 wishlist), kept by the cart service beside the cart; the phones' texts in the shopper's language. */
function wishlistCall(name: string, path: string, description: string): AdapterDefinition {
  return {
    name,
    description,
    method: 'POST',
    paths: { signedIn: `/cartservice/wishlist/${path}`, prospect: `/cartservice/wishlist/nse/${path}` },
    body: (facts) => ({ deviceId: eventText(facts, 'deviceId') }),
    headers: languageHeaders,
  };
}

export const getWishlist = wishlistCall('getWishlist', 'get', "The shopper's saved phones.");
export const addWishlist = wishlistCall('addWishlist', 'add', 'Saves a phone (event.deviceId) to Favorites.');
export const removeWishlist = wishlistCall('removeWishlist', 'remove', 'Removes a phone (event.deviceId) from Favorites.');
