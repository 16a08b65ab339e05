import type { MockService } from '../mockService.ts';

/**
 * The page the app navigates to on logout (spec 4.3, "navigate" in spec 7),
 * so e2e tests have somewhere real to land. MSW's service worker (2.15)
 * does not intercept top-level navigations, so in the browser this handler
 * answers fetches only; `../vitePlugin.ts` serves the same page to real
 * navigations from the dev and preview servers.
 */
export const SIGNED_OUT_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Signed out</title></head>
<body><main><h1>You have been signed out</h1><p><a href="/sales/digital/shop.html">Back to shop</a></p></main></body>
</html>
`;

export const sessionLogoutPage: MockService = {
  key: 'GET /fraudservice/session/logout',
  paths: ['/fraudservice/session/logout'],
  defaultAnswer: () => ({ body: SIGNED_OUT_PAGE, headers: { 'content-type': 'text/html; charset=utf-8' } }),
};
