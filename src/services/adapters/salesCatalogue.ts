import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { languageHeaders } from './requestParts.ts';

/**
 * Catalogue calls (deviceconfigservice, spec 7 by name): the three API bases of spec 6. Each asks for the shopper's
 * language in `Accept-Language`, as the content calls do (issue 23): the service answers descriptions, taglines,
 * colour names and option names in it; product names stay as they are. Each definition is written out (name,
 * description, method) so the build can drop its description (tools/vite/stripRegistryDocs.ts); `catalogueRoute` adds
 * the rest.
 */
function catalogueRoute(path: string): Pick<AdapterDefinition, 'paths' | 'headers'> {
  return {
    paths: {
      signedIn: `/deviceconfigservice/${path}`,
      prospect: `/deviceconfigservice/nse/${path}`,
      prepay: `/prepayservice/deviceconfig/${path}`,
    },
    headers: languageHeaders,
  };
}

/** Gridwall: brand filter and sort come from the address (?brand=&sort=), so a filtered wall can be bookmarked. */
export const gridwall: AdapterDefinition = {
  name: 'gridwall',
  description: 'Phones for sale, filtered by brand and sorted.',
  method: 'POST',
  ...catalogueRoute('gridwall'),
  body: (facts) => ({
    category: 'smartphones',
    brand: facts.url.query.brand ?? '',
    sort: facts.url.query.sort ?? 'featured',
  }),
};

/** The pdp's phone: ?deviceId= in the address. */
export const deviceDetails: AdapterDefinition = {
  name: 'deviceDetails',
  description: 'One phone with colours, capacities and prices.',
  method: 'POST',
  ...catalogueRoute('device/details'),
  body: (facts) => ({
    deviceId: facts.url.query.deviceId ?? '',
  }),
};

/** Plans, protection, accessories, delivery options and trade-in makes and models. */
export const catalogue: AdapterDefinition = {
  name: 'catalogue',
  description: 'Plans, protection, accessories, delivery options and trade-in devices.',
  method: 'POST',
  ...catalogueRoute('catalogue'),
  body: () => ({}),
};

/**
 * BYOD compatibility check: by make and model or by IMEI, from the check
 * form (event.*). Without an event (page entry) it asks only for the makes
 * and models the form offers.
 */
export const byodCheck: AdapterDefinition = {
  name: 'byodCheck',
  description: "Whether the shopper's own phone works on the network (by make and model or IMEI).",
  method: 'POST',
  ...catalogueRoute('byod/compatibility'),
  body: (facts) => {
    const event = facts.event ?? {};
    const value = (name: string) => (typeof event[name] === 'string' ? event[name] : '');
    return { method: value('method'), makeId: value('makeId'), modelId: value('modelId'), imei: value('imei') };
  },
};
