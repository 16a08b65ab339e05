import type { AdapterDefinition } from '../../model/adapterDefinition.ts';

/** Catalogue calls (deviceconfigservice, spec 7 by name): the three API bases of spec 6. */
function catalogueCall(name: string, description: string, body: AdapterDefinition['body']): AdapterDefinition {
  return {
    name,
    description,
    method: 'POST',
    paths: { signedIn: `/deviceconfigservice/${pathOf[name]}`, prospect: `/deviceconfigservice/nse/${pathOf[name]}`, prepay: `/prepayservice/deviceconfig/${pathOf[name]}` },
    body,
  };
}

const pathOf: Record<string, string> = { gridwall: 'gridwall', deviceDetails: 'device/details', catalogue: 'catalogue' };

/** Gridwall: brand filter and sort come from the address (?brand=&sort=), so a filtered wall can be bookmarked. */
export const gridwall = catalogueCall('gridwall', 'Phones for sale, filtered by brand and sorted.', (facts) => ({
  category: 'smartphones',
  brand: facts.url.query.brand ?? '',
  sort: facts.url.query.sort ?? 'featured',
}));

/** The pdp's phone: ?deviceId= in the address. */
export const deviceDetails = catalogueCall('deviceDetails', 'One phone with colours, capacities and prices.', (facts) => ({ deviceId: facts.url.query.deviceId ?? '' }));

/** Plans, protection, accessories, delivery options and trade-in makes and models. */
export const catalogue = catalogueCall('catalogue', 'Plans, protection, accessories, delivery options and trade-in devices.', () => ({}));
