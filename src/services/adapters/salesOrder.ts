import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { languageHeaders } from './requestParts.ts';

/**
 * Order calls (orderprocessservice, spec 7 by name); the order's summary comes back in the shopper's language.
 * Each definition is written out (name, description, method) so the build can drop its description
 * (tools/vite/stripRegistryDocs.ts); `orderRoute` adds the rest.
 */
function orderRoute(path: string): Pick<AdapterDefinition, 'paths' | 'headers' | 'body'> {
  return {
    paths: {
      signedIn: `/orderprocessservice/checkoutapi/${path}`,
      prospect: `/orderprocessservice/checkoutapi/nse/${path}`,
      prepay: `/prepayservice/checkoutapi/${path}`,
    },
    body: () => ({}),
    headers: languageHeaders,
  };
}

export const submitOrder: AdapterDefinition = {
  name: 'submitOrder',
  description: 'Places the order for the cart; answers the order number and summary.',
  method: 'POST',
  ...orderRoute('submitOrder'),
};

export const getOrder: AdapterDefinition = {
  name: 'getOrder',
  description: 'The order just placed, for the confirmation page.',
  method: 'POST',
  ...orderRoute('getOrder'),
};
