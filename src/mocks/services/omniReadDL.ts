import type { MockService } from '../mockService.ts';

/** Postpaid analytics data layer (spec 7: "answer read as vzdl/vzwDL data"); we send the vzdl form. */
export const omniReadDL: MockService = {
  key: 'POST /omnidlservice/readDL',
  paths: ['/omnidlservice/readDL', '/omnidlservice/nse/readDL'],
  defaultAnswer: ({ path }) => ({
    body: {
      vzdl: {
        page: { channel: 'sales', flow: 'no intent' },
        user: { loginStatus: path.includes('/nse/') ? 'unauthenticated' : 'authenticated', accountType: 'postpaid' },
      },
    },
  }),
};
