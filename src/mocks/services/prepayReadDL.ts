import type { MockService } from '../mockService.ts';

/** Prepay analytics data layer (spec 7: "answer has vzdl data or the data itself"); we send the vzdl form. */
export const prepayReadDL: MockService = {
  key: 'POST /prepayservice/readDL',
  paths: ['/prepayservice/readDL', '/prepayservice/nse/readDL'],
  defaultAnswer: ({ path }) => ({
    body: {
      vzdl: {
        page: { channel: 'prepaid', flow: 'prepay' },
        user: { loginStatus: path.includes('/nse/') ? 'unauthenticated' : 'authenticated', accountType: 'prepay' },
      },
    },
  }),
};
