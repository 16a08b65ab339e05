// @vitest-environment jsdom
/** The browser side of the prefetch port: <link rel="prefetch"> in the head, once per URL (spec 9). */
import { expect, it } from 'vitest';
import { prefetchLinks } from '../../src/app/ports/prefetchLinks.ts';

it('adds one prefetch link per URL to the head, without a crossorigin mode', () => {
  const port = prefetchLinks(document);
  port.prefetch('https://static.storeflow.example/etc/clientlibs/sales/css/a.css');
  port.prefetch('https://static.storeflow.example/etc/clientlibs/sales/css/a.css');
  port.prefetch('https://static.storeflow.example/etc/clientlibs/sales/js/b.js');
  const links = [...document.head.querySelectorAll('link[rel="prefetch"]')];
  expect(links.map((link) => link.getAttribute('href'))).toEqual([
    'https://static.storeflow.example/etc/clientlibs/sales/css/a.css',
    'https://static.storeflow.example/etc/clientlibs/sales/js/b.js',
  ]);
  expect(links.every((link) => !link.hasAttribute('crossorigin'))).toBe(true);
});
