import { useEffect } from 'react';
import { parseRoute } from '../engine/routing.ts';
import type { RootStore } from '../runtime/RootStore.ts';

/**
 * Plain links between storefront pages move inside the single-page app
 * (spec 2.1: no document reload): a click on a same-origin link to a page
 * under a sales base path becomes a history push. Modified clicks (new tab),
 * targets, downloads and other addresses are left to the browser, and so is
 * a link to another language (the language choice): that page loads as a
 * document, with its own texts (docs/requirements.md "Languages"). A link to
 * a place on the page shown (`#section`, same path and query) is left to the
 * browser too: it scrolls there and moves the focus start; pushing it would
 * make a page address of it.
 */
export function useInAppLinks(store: RootStore): void {
  useEffect(() => {
    // Read here, not during render: the same tree is rendered at build time, where there is no document (issue 20).
    const doc = document;
    const onClick = (event: MouseEvent): void => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = (event.target as Element | null)?.closest?.('a[href]');
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, doc.baseURI);
      const target = parseRoute(url.pathname);
      if (url.origin !== store.location.snapshot.origin || target.basePath === null) return;
      const here = store.location.snapshot;
      if (target.language !== parseRoute(here.pathname).language) return;
      if (url.hash && url.pathname === here.pathname && url.search === here.search) return;
      event.preventDefault();
      store.location.push(`${url.pathname}${url.search}${url.hash}`);
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  }, [store]);
}
