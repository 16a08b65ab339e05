import type { MockService } from '../mockService.ts';
import {
  salesAddAccessory,
  salesAddByod,
  salesAddDevice,
  salesChangePlan,
  salesGetCart,
  salesGetOrder,
  salesRemoveItem,
  salesSaveStep,
  salesSubmitOrder,
  salesTradeIn,
} from './salesCart.ts';
import { salesByodCheck } from './salesByod.ts';
import { salesNumberSearch } from './salesNumbers.ts';
import { salesCatalogue, salesDeviceDetails, salesGridwall } from './salesCatalogue.ts';
import { salesAddWishlist, salesGetWishlist, salesRemoveWishlist } from './salesWishlist.ts';

/** The sales calls spec 7 names only (cartservice, deviceconfigservice, tradeinservice, orderprocessservice): catalogue, cart, trade-in, order, wishlist. */
export const salesServices: readonly MockService[] = [
  salesGridwall,
  salesDeviceDetails,
  salesCatalogue,
  salesGetCart,
  salesAddDevice,
  salesAddAccessory,
  salesRemoveItem,
  salesChangePlan,
  salesSaveStep,
  salesNumberSearch,
  salesByodCheck,
  salesAddByod,
  salesTradeIn,
  salesSubmitOrder,
  salesGetOrder,
  salesGetWishlist,
  salesAddWishlist,
  salesRemoveWishlist,
];
