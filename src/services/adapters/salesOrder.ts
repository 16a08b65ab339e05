import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { languageHeaders } from './requestParts.ts';

/** Order calls (orderprocessservice, spec 7 by name); the order's summary comes back in the shopper's language. */
function orderCall(name: string, path: string, description: string): AdapterDefinition {
  return {
    name,
    description,
    method: 'POST',
    paths: {
      signedIn: `/orderprocessservice/checkoutapi/${path}`,
      prospect: `/orderprocessservice/checkoutapi/nse/${path}`,
      prepay: `/prepayservice/checkoutapi/${path}`,
    },
    body: () => ({}),
    headers: languageHeaders,
  };
}

export const submitOrder = orderCall('submitOrder', 'submitOrder', 'Places the order for the cart; answers the order number and summary.');
export const getOrder = orderCall('getOrder', 'getOrder', 'The order just placed, for the confirmation page.');
