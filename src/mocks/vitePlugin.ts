import type { Connect, Plugin } from 'vite';
import { SIGNED_OUT_PAGE_PATH } from './services/sessionLogoutPage.ts';

/** Service addresses the app reaches by navigation (which the MSW service worker never sees), and where each sends the browser. */
const NAVIGATION_REDIRECTS: Readonly<Record<string, string>> = {
  '/fraudservice/session/logout': SIGNED_OUT_PAGE_PATH,
};

/** Connect middleware answering GET/HEAD of NAVIGATION_REDIRECTS with a 302; everything else passes on. */
export function navigationPagesMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://mock.invalid').pathname;
    const target = Object.hasOwn(NAVIGATION_REDIRECTS, path) ? NAVIGATION_REDIRECTS[path] : undefined;
    if (target === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    res.statusCode = 302;
    res.setHeader('location', target);
    res.end();
  };
}

/**
 * Vite plugin for dev and demo builds: answers navigations to mock service
 * addresses (session logout -> the signed-out page) from `vite` and `vite preview`.
 * Add it to vite.config.ts only when mocks are on, e.g.
 * `plugins: [react(), ...(mode === 'production' ? [] : [mockNavigationPages()])]`.
 */
export function mockNavigationPages(): Plugin {
  return {
    name: 'storeflow-mock-navigation-pages',
    apply: (_config, env) => env.mode !== 'production',
    configureServer(server) {
      server.middlewares.use(navigationPagesMiddleware());
    },
    configurePreviewServer(server) {
      server.middlewares.use(navigationPagesMiddleware());
    },
  };
}
