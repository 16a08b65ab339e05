import type { MockService } from '../mockService.ts';

/**
 * Where the session-logout address (spec 4.3, "navigate" in spec 7) sends the
 * browser once the session is closed: the storefront's own signed-out page
 * (plumbing journey, site layout), so the shopper keeps the header and the
 * site's look (issue 9). A real logout service answers the same redirect.
 */
export const SIGNED_OUT_PAGE_PATH = '/sales/digital/signedout.html';

/**
 * MSW's service worker (2.15) does not intercept top-level navigations, so in
 * the browser this handler answers fetches only; `../vitePlugin.ts` sends the
 * same redirect to real navigations from the dev and preview servers.
 */
export const sessionLogoutPage: MockService = {
  key: 'GET /fraudservice/session/logout',
  paths: ['/fraudservice/session/logout'],
  defaultAnswer: () => ({ status: 302, headers: { location: SIGNED_OUT_PAGE_PATH } }),
};
