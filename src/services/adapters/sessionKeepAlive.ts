import type { AdapterDefinition } from '../../model/adapterDefinition.ts';

/** Extends the session (spec 4.1, 7): the same path for signed-in and NSE, the prepay service for prepay. 500 means already expired. */
export const sessionKeepAlive: AdapterDefinition = {
  name: 'sessionKeepAlive',
  description: 'Keeps the session alive when the shopper chooses to continue.',
  method: 'POST',
  paths: { signedIn: '/fraudservice/session/keepalive', prospect: '/fraudservice/session/keepalive', prepay: '/prepayservice/session/keepalive' },
  body: () => ({}),
};
