import { describe, expect, it } from 'vitest';
import { pageChunks, type ChunkInfo } from '../../tools/vite/prerender/bundleChunks.ts';
import { framePages } from '../../tools/vite/prerender/framePages.ts';
import { emptyFlowSet } from '../../src/model/flowSet.ts';
import type { Journey } from '../../src/model/flowTypes.ts';

const chunk = (fileName: string, more: Partial<ChunkInfo> = {}): ChunkInfo => ({
  fileName,
  facadeModuleId: null,
  isEntry: false,
  imports: [],
  css: [],
  ...more,
});

describe('pageChunks', () => {
  const chunks = [
    chunk('index.js', { isEntry: true, facadeModuleId: '/src/app/main.tsx', imports: ['runtime.js'] }),
    chunk('runtime.js'),
    chunk('shop.js', { facadeModuleId: '\0virtual:storeflow/journey/shop', imports: ['runtime.js'] }),
    chunk('DeviceGrid.view.js', { facadeModuleId: '/repo/src/components/sales/DeviceGrid.view.tsx', imports: ['views.js', 'runtime.js'], css: ['views.css'] }),
    chunk('views.js', { css: ['money.css'] }),
    chunk('es-texts.js', { facadeModuleId: '\0virtual:storeflow/texts/es' }),
    chunk('es-shop-texts.js', { facadeModuleId: '\0virtual:storeflow/texts/es/shop' }),
    chunk('hydrateFrame.js', { facadeModuleId: '/repo/src/app/firstPaint/hydrateFrame.tsx', imports: ['runtime.js'] }),
    chunk('createHttpClient.js', { facadeModuleId: '/repo/src/services/http/createHttpClient.ts', imports: ['runtime.js'] }),
  ];
  const found = pageChunks(chunks);

  it('finds the hydration chunk that only pre-rendered pages load', () => {
    expect(found.hydration).toEqual({ scripts: ['hydrateFrame.js'], styles: [] });
  });

  it('finds the HTTP client chunk the entry calls wait for (issue 20 item 4)', () => {
    expect(found.httpClient).toEqual({ scripts: ['createHttpClient.js'], styles: [] });
  });

  it('finds each journey chunk and each lazy component chunk, without what the entry loads', () => {
    expect(found.journeys).toEqual({ shop: { scripts: ['shop.js'], styles: [] } });
    expect(found.components.DeviceGrid).toEqual({ scripts: ['DeviceGrid.view.js', 'views.js'], styles: ['views.css', 'money.css'] });
  });

  it("finds each language's start-up texts and each journey's texts per language (issue 23 item 7)", () => {
    expect(found.texts).toEqual({ es: { scripts: ['es-texts.js'], styles: [] }, 'es/shop': { scripts: ['es-shop-texts.js'], styles: [] } });
  });
});

describe('framePages', () => {
  const journey = { id: 'shop', pages: { shop: { route: 'shop', body: [] }, gridwall: { route: 'gridwall/smartphones', body: [] } } } as unknown as Journey;
  const checked = { ...emptyFlowSet(), journeys: { shop: journey }, texts: { 'shop.title': 'Shop' }, translations: { es: { 'shop.title': 'Tienda' } } };

  it('is every page route under every base path, in every language', () => {
    const pages = framePages(checked).map((page) => page.pathname);
    expect(pages).toHaveLength(16);
    expect(pages).toContain('/sales/prepaid/gridwall/smartphones.html');
    expect(pages).toContain('/sales/next/shop.html');
    expect(pages).toContain('/es/sales/prepaid/gridwall/smartphones.html');
    expect(pages).toContain('/es/sales/next/shop.html');
  });

  it('renders each language with its own texts and never ships the translations', () => {
    const byPath = new Map(framePages(checked).map((page) => [page.pathname, page]));
    expect(byPath.get('/sales/digital/shop.html')).toMatchObject({ language: 'en', flows: { texts: { 'shop.title': 'Shop' } } });
    expect(byPath.get('/es/sales/digital/shop.html')).toMatchObject({ language: 'es', flows: { texts: { 'shop.title': 'Tienda' } } });
    expect(byPath.get('/es/sales/digital/shop.html')?.flows.translations).toBeUndefined();
  });
});
