import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import { languageHeaders } from './requestParts.ts';

/**
 * Catalogue calls (deviceconfigservice, spec 7 by name): the three API bases of spec 6. Each asks for the shopper's
 * language in `Accept-Language`, as the content calls do (issue 23): the service answers descriptions, taglines,
 * colour names and option names in it; product names stay as they are.
 */
function catalogueCall(name: string, description: string, body: AdapterDefinition['body']): AdapterDefinition {
  return {
    name,
    description,
    method: 'POST',
    paths: {
      signedIn: `/deviceconfigservice/${pathOf[name]}`,
      prospect: `/deviceconfigservice/nse/${pathOf[name]}`,
      prepay: `/prepayservice/deviceconfig/${pathOf[name]}`,
    },
    body,
    headers: languageHeaders,
  };
}

const pathOf: Record<string, string> = { gridwall: 'gridwall', deviceDetails: 'device/details', catalogue: 'catalogue', byodCheck: 'byod/compatibility' };

/** Gridwall: brand filter and sort come from the address (?brand=&sort=), so a filtered wall can be bookmarked. */
export const gridwall = catalogueCall('gridwall', 'Phones for sale, filtered by brand and sorted.', (facts) => ({
  category: 'smartphones',
  brand: facts.url.query.brand ?? '',
  sort: facts.url.query.sort ?? 'featured',
}));

/** The pdp's phone: ?deviceId= in the address. */
export const deviceDetails = catalogueCall('deviceDetails', 'One phone with colours, capacities and prices.', (facts) => ({
  deviceId: facts.url.query.deviceId ?? '',
}));

/** Plans, protection, accessories, delivery options and trade-in makes and models. */
export const catalogue = catalogueCall('catalogue', 'Plans, protection, accessories, delivery options and trade-in devices.', () => ({}));

/**
 * BYOD compatibility check: by make and model or by IMEI, from the check
 * form (event.*). Without an event (page entry) it asks only for the makes
 * and models the form offers.
 */
export const byodCheck = catalogueCall('byodCheck', "Whether the shopper's own phone works on the network (by make and model or IMEI).", (facts) => {
  const event = facts.event ?? {};
  const value = (name: string) => (typeof event[name] === 'string' ? event[name] : '');
  return { method: value('method'), makeId: value('makeId'), modelId: value('modelId'), imei: value('imei') };
});
