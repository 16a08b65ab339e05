import { useEffect } from 'react';
import { parseRoute } from '../engine/routing.ts';
import type { RootStore } from '../runtime/RootStore.ts';

/**
 * Plain links between storefront pages move inside the single-page app
 * (spec 2.1: no document reload): a click on a same-origin link to a page
 * under a sales base path becomes a history push. Modified clicks (new tab),
 * targets, downloads and other addresses are left to the browser.
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
      if (url.origin !== store.location.snapshot.origin || parseRoute(url.pathname).basePath === null) return;
      event.preventDefault();
      store.location.push(`${url.pathname}${url.search}${url.hash}`);
    };
    doc.addEventListener('click', onClick);
    return () => doc.removeEventListener('click', onClick);
  }, [store]);
}
