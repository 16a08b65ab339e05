import type { AdapterDefinition } from '../../model/adapterDefinition.ts';

/** Order calls (orderprocessservice, spec 7 by name). */
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
  };
}

export const submitOrder = orderCall('submitOrder', 'submitOrder', 'Places the order for the cart; answers the order number and summary.');
export const getOrder = orderCall('getOrder', 'getOrder', 'The order just placed, for the confirmation page.');
