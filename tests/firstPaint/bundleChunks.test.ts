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
    chunk('hydrateFrame.js', { facadeModuleId: '/repo/src/app/firstPaint/hydrateFrame.tsx', imports: ['runtime.js'] }),
  ];
  const found = pageChunks(chunks);

  it('finds the hydration chunk that only pre-rendered pages load', () => {
    expect(found.hydration).toEqual({ scripts: ['hydrateFrame.js'], styles: [] });
  });

  it('finds each journey chunk and each lazy component chunk, without what the entry loads', () => {
    expect(found.journeys).toEqual({ shop: { scripts: ['shop.js'], styles: [] } });
    expect(found.components.DeviceGrid).toEqual({ scripts: ['DeviceGrid.view.js', 'views.js'], styles: ['views.css', 'money.css'] });
  });
});

describe('framePages', () => {
  it('is every page route under every base path', () => {
    const journey = { id: 'shop', pages: { shop: { route: 'shop' }, gridwall: { route: 'gridwall/smartphones' } } } as unknown as Journey;
    const pages = framePages({ ...emptyFlowSet(), journeys: { shop: journey } }).map((page) => page.pathname);
    expect(pages).toHaveLength(8);
    expect(pages).toContain('/sales/prepaid/gridwall/smartphones.html');
    expect(pages).toContain('/sales/next/shop.html');
  });
});
