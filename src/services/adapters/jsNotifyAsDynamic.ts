import type { AdapterDefinition } from '../../model/adapterDefinition.ts';

/** Client-side logging sink (spec 7, 8). The plumbing passes the body (the error it reports); the answer is not read. */
export const jsNotifyAsDynamic: AdapterDefinition = {
  name: 'jsNotifyAsDynamic',
  description: 'Logs a client-side or service error (signed-in and prospect paths).',
  method: 'POST',
  paths: { signedIn: '/peripheralsservice/jsNotifyAsDynamic', prospect: '/peripheralsservice/nse/jsNotifyAsDynamic' },
  body: () => ({}),
};
