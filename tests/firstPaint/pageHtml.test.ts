// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { readStartData, startDataElementId } from '../../src/app/firstPaint/startData.ts';
import { pageHtml } from '../../tools/vite/prerender/pageHtml.ts';

const parse = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

const template = `<!doctype html>
<html lang="en">
  <head>
    <title>Storefront</title>
    <meta name="description" content="Shop phones, plans and offers." />
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime-b.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const parts = {
  body: '<main id="main"><h1>Find your next phone</h1></main>',
  title: 'Shop & <save>',
  description: 'Compra "teléfonos" & planes',
  language: 'en',
  data: { pathname: '/sales/digital/</script><script>alert(1)</script>.html', now: 1, viewportWidth: 1280 },
  modulePreloads: ['/assets/shop-c.js', '/assets/runtime-b.js'],
  styleSheets: ['/assets/views-d.css'],
};

describe('pageHtml', () => {
  const html = pageHtml(template, parts);
  const doc = parse(html);

  it('puts the frame inside #root and the title in the head', () => {
    expect(doc.querySelector('#root h1')?.textContent).toBe('Find your next phone');
    expect(doc.title).toBe('Shop & <save>');
  });

  it('writes the page language on the document (issue 23 item 7)', () => {
    expect(doc.documentElement.lang).toBe('en');
    expect(parse(pageHtml(template, { ...parts, language: 'es' })).documentElement.lang).toBe('es');
    expect(() => pageHtml(template.replace('<html lang="en">', '<html>'), parts)).toThrow(/lang/);
  });

  it("writes the page's description in its language, escaped (issue 23 item 7)", () => {
    expect(doc.querySelector('meta[name="description"]')?.getAttribute('content')).toBe('Compra "teléfonos" & planes');
    expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(() => pageHtml(template.replace(/<meta name="description"[^>]*>/, ''), parts)).toThrow(/description/);
  });

  it('names the page chunks and styles once, beside what index.html already has', () => {
    const preloads = [...doc.querySelectorAll('link[rel=modulepreload]')].map((link) => link.getAttribute('href'));
    expect(preloads).toEqual(['/assets/runtime-b.js', '/assets/shop-c.js']);
    expect(doc.querySelector('link[rel=stylesheet]')?.getAttribute('href')).toBe('/assets/views-d.css');
  });

  it('names the HTTP client chunk at low priority, once (issue 20 item 4)', () => {
    const page = parse(pageHtml(template, { ...parts, lowPriorityPreloads: ['/assets/createHttpClient-e.js', '/assets/shop-c.js'] }));
    const low = [...page.querySelectorAll('link[rel=modulepreload][fetchpriority=low]')].map((link) => link.getAttribute('href'));
    expect(low).toEqual(['/assets/createHttpClient-e.js']);
    expect(page.querySelectorAll('link[href="/assets/shop-c.js"]')).toHaveLength(1);
  });

  it('fetches every script at low priority when asked, so the document and its style sheets come first (issue 20 item 4)', () => {
    const page = parse(pageHtml(template, { ...parts, scriptsAfterStyles: true, lowPriorityPreloads: ['/assets/createHttpClient-e.js'] }));
    const scripts = [...page.querySelectorAll('script[src], link[rel=modulepreload]')];
    expect(scripts.map((element) => element.getAttribute('src') ?? element.getAttribute('href'))).toEqual([
      '/assets/index-a.js',
      '/assets/runtime-b.js',
      '/assets/shop-c.js',
      '/assets/createHttpClient-e.js',
    ]);
    expect(scripts.map((element) => element.getAttribute('fetchpriority'))).toEqual(['low', 'low', 'low', 'low']);
    expect(page.querySelector('link[rel=stylesheet]')?.hasAttribute('fetchpriority')).toBe(false);
    // Without it (the default) the template's scripts are as Vite wrote them.
    expect(doc.querySelector('script[src]')?.hasAttribute('fetchpriority')).toBe(false);
    expect(doc.querySelector('link[href="/assets/shop-c.js"]')?.hasAttribute('fetchpriority')).toBe(false);
  });

  it('carries the start data in a JSON element that no value can close, and adds no script that runs', () => {
    expect(doc.querySelectorAll('script')).toHaveLength(2);
    expect(doc.querySelector('script:not([src])')?.getAttribute('type')).toBe('application/json');
    expect(readStartData(doc)).toEqual(parts.data);
    expect(doc.getElementById(startDataElementId)?.textContent).toContain('\\u003c/script>');
  });

  it('fails when index.html has no empty root to fill', () => {
    expect(() => pageHtml(template.replace('<div id="root"></div>', '<div id="app"></div>'), parts)).toThrow(/no empty <div id="root">/);
  });
});

describe('readStartData', () => {
  const docWith = (text: string) => parse(`<script type="application/json" id="${startDataElementId}">${text}</script>`);
  it('is null for a page without start data or with malformed data', () => {
    expect(readStartData(parse(''))).toBeNull();
    expect(readStartData(docWith('{'))).toBeNull();
    expect(readStartData(docWith('{"pathname":"/x.html","now":"soon","viewportWidth":1}'))).toBeNull();
  });
});
