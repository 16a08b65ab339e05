import type { MockService } from '../mockService.ts';

/** Client-side logging sink (spec 7). Its answer is not read, so an empty 200 is enough. */
export const peripheralsJsNotify: MockService = {
  key: 'POST /peripheralsservice/jsNotifyAsDynamic',
  paths: ['/peripheralsservice/jsNotifyAsDynamic', '/peripheralsservice/nse/jsNotifyAsDynamic'],
  defaultAnswer: () => ({ body: {} }),
};
