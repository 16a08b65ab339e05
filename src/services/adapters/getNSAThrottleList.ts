import type { AdapterDefinition } from '../../model/adapterDefinition.ts';

/** Feature switches for the session (spec 4.5, 6, 9): throttleList names switches that are on. */
export const getNSAThrottleList: AdapterDefinition = {
  name: 'getNSAThrottleList',
  description: 'Throttle list (feature switches NSA_REDIRECT_TH_, R_K_S_, EA_...).',
  method: 'POST',
  paths: { signedIn: '/cartservice/cart/getNSAThrottleList', prospect: '/cartservice/cart/nse/getNSAThrottleList' },
  body: () => ({}),
};
