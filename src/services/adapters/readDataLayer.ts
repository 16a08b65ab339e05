import type { AdapterDefinition } from '../../model/adapterDefinition.ts';
import type { Facts } from '../../model/facts.ts';

/** The analytics page descriptor sent to the data-layer service (spec 7: the same payload for both). */
function descriptor(facts: Facts): Record<string, unknown> {
  return {
    pageName: facts.url.pageName,
    pageUrl: facts.url.path,
    channelId: facts.device.channelId,
    loginStatus: facts.user.signedIn ? 'authenticated' : 'unauthenticated',
  };
}

/** Postpaid data layer (spec 7, contracts 8): signed in /omnidlservice/readDL, otherwise the nse path. */
export const readDL: AdapterDefinition = {
  name: 'readDL',
  description: 'Analytics data layer for the page view (non-prepay).',
  method: 'POST',
  paths: { signedIn: '/omnidlservice/readDL', prospect: '/omnidlservice/nse/readDL' },
  body: descriptor,
};

/** Prepay data layer (spec 7, contracts 8): signed in /prepayservice/readDL, otherwise the nse path. */
export const prepayReadDL: AdapterDefinition = {
  name: 'prepayReadDL',
  description: 'Analytics data layer for the page view (prepay).',
  method: 'POST',
  paths: { signedIn: '/prepayservice/readDL', prospect: '/prepayservice/nse/readDL' },
  body: descriptor,
};
