import type { PrefetchPort } from '../../model/ports.ts';

/**
 * Spec 9 asset prefetch as <link rel="prefetch"> in the document head: the
 * browser fetches at idle priority into its cache, and nothing runs or
 * applies the asset. One link per URL, however often it is asked for.
 */
export function prefetchLinks(doc: Document): PrefetchPort {
  return {
    prefetch(url) {
      const existing = [...doc.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].some((link) => link.href === url);
      if (existing) return;
      const link = doc.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      // No crossorigin attribute: the pages that use these assets load them with plain tags, and the cache entry must match that mode.
      doc.head.append(link);
    },
  };
}
