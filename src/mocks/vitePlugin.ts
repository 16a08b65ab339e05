import type { Connect, Plugin } from 'vite';
import { SIGNED_OUT_PAGE } from './services/sessionLogoutPage.ts';

/** Pages the app reaches by navigation, which the MSW service worker never sees. */
const NAVIGATION_PAGES: Readonly<Record<string, string>> = {
  '/fraudservice/session/logout': SIGNED_OUT_PAGE,
};

/** Connect middleware answering GET/HEAD of NAVIGATION_PAGES; everything else passes on. */
export function navigationPagesMiddleware(): Connect.NextHandleFunction {
  return (req, res, next) => {
    const path = new URL(req.url ?? '/', 'http://mock.invalid').pathname;
    const page = Object.hasOwn(NAVIGATION_PAGES, path) ? NAVIGATION_PAGES[path] : undefined;
    if (page === undefined || (req.method !== 'GET' && req.method !== 'HEAD')) {
      next();
      return;
    }
    res.statusCode = 200;
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(req.method === 'HEAD' ? undefined : page);
  };
}

/**
 * Vite plugin for dev and demo builds: serves the mock navigation pages
 * (the "You have been signed out" page) from `vite` and `vite preview`.
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
