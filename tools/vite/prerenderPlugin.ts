import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { createServer, type Plugin, type ResolvedConfig } from 'vite';
import { checkFlows } from '../flowcheck/checkFlows.ts';
import { repoPath } from '../repoPath.ts';
import type { RenderedFrame } from '../../src/app/firstPaint/prerenderPage.tsx';
import type { FirstPaintData } from '../../src/app/firstPaint/startData.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { pageChunks, type ChunkInfo, type PageChunks } from './prerender/bundleChunks.ts';
import { framePages } from './prerender/framePages.ts';
import { pageHtml } from './prerender/pageHtml.ts';
import { sourceLanguage } from '../../src/model/language.ts';

type PrerenderPage = (flows: FlowSet, data: FirstPaintData) => Promise<RenderedFrame | null>;

/** The width a frame assumes: a desktop, so no phone-only part (smart banner) shows before the app knows the device. */
export const frameViewportWidth = 1280;

/**
 * Issue 20 item 1: after a build has written its files, renders every page's
 * frame with React (src/app/firstPaint/prerenderPage.tsx, loaded through a
 * Vite SSR server from the same sources) and writes one HTML file per
 * language, base path and route (`<outDir>/sales/digital/shop.html`...), the
 * built index.html with the frame inside #root, the page's chunks in
 * modulepreload links, its components' styles, and the start data. A static
 * host serves the file for its address; other addresses still get index.html
 * (the single-page-app fallback) and render in the browser. A throw-away
 * build outside the project (the size report's) is not pre-rendered.
 */
export function prerenderPlugin(options: { flowsDir?: string } = {}): Plugin {
  const flowsDir = options.flowsDir ?? repoPath('flows');
  let config: ResolvedConfig;
  return {
    name: 'storeflow-prerender',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    // The bundle as written: after Vite has dropped the CSS-only chunks and rewritten the imports that named them.
    async writeBundle(options, bundle) {
      const chunks: ChunkInfo[] = Object.values(bundle).flatMap((item) =>
        item.type === 'chunk'
          ? [
              {
                fileName: item.fileName,
                facadeModuleId: item.facadeModuleId,
                isEntry: item.isEntry,
                imports: item.imports,
                css: [...(item.viteMetadata?.importedCss ?? [])],
              },
            ]
          : [],
      );
      const outDir = resolve(config.root, options.dir ?? config.build.outDir);
      if (relative(config.root, outDir).startsWith('..')) return;
      const started = Date.now();
      const template = readFileSync(join(outDir, 'index.html'), 'utf8');
      const { flows } = await checkFlows([flowsDir]);
      const server = await createServer({
        root: config.root,
        configFile: false,
        mode: config.mode,
        logLevel: 'error',
        plugins: [react()],
        define: { __STOREFLOW_MOCKS__: JSON.stringify(config.mode !== 'production') },
        server: { middlewareMode: true, hmr: false, ws: false, watch: null },
        appType: 'custom',
        optimizeDeps: { noDiscovery: true, include: [] },
      });
      try {
        const module = (await server.ssrLoadModule('/src/app/firstPaint/prerenderPage.tsx')) as { prerenderPage: PrerenderPage };
        const written = await writePages(module.prerenderPage, flows, template, pageChunks(chunks), config.base, outDir);
        config.logger.info(`[storeflow] pre-rendered ${written} pages in ${((Date.now() - started) / 1000).toFixed(1)} s`);
      } finally {
        await server.close();
      }
    },
  };
}

/** `checked`: the checked flows with their translations; each language's pages are rendered with its own texts (framePages). */
async function writePages(render: PrerenderPage, checked: FlowSet, template: string, chunks: PageChunks, base: string, outDir: string): Promise<number> {
  const now = Date.now();
  let written = 0;
  // The hydration code, if a build puts it in a chunk of its own (today it is in the entry).
  const hydration = chunks.hydration?.scripts ?? [];
  for (const { pathname, language, flows: pageFlows } of framePages(checked)) {
    const data: FirstPaintData = { pathname, now, viewportWidth: frameViewportWidth };
    const frame = await render(pageFlows, data);
    if (!frame) throw new Error(`[storeflow] pre-render: no page at ${pathname}`);
    const journey = chunks.journeys[frame.journeyId];
    if (!journey) throw new Error(`[storeflow] pre-render: no chunk for journey "${frame.journeyId}" (${pathname})`);
    // Issue 23 item 7: the page's texts as it hydrates with them, in its language: the journey's texts chunk and, for
    // a translated language, its start-up texts (src/app/main.tsx awaits both before the first render).
    const textIds = [...(language === sourceLanguage ? [] : [language]), `${language}/${frame.journeyId}`];
    const texts = textIds.map((id) => {
      const files = chunks.texts[id];
      if (!files) throw new Error(`[storeflow] pre-render: no texts chunk "${id}" (${pathname})`);
      return files;
    });
    const components = frame.lazy.map((name) => {
      const files = chunks.components[name];
      // defineLazyComponent's load must import ./<Name>.view.tsx: that is how the page finds the component's chunk.
      if (!files) throw new Error(`[storeflow] pre-render: lazy component "${name}" has no chunk ${name}.view.tsx (${pathname})`);
      return { name, files };
    });
    const html = pageHtml(template, {
      body: frame.html,
      title: frame.title,
      description: frame.description,
      data,
      language,
      modulePreloads: unique([
        ...hydration,
        ...journey.scripts,
        ...texts.flatMap(({ scripts }) => scripts),
        ...components.flatMap(({ files }) => files.scripts),
      ]).map((file) => `${base}${file}`),
      // Issue 20 item 4: the page's entry calls leave before the hydration, once axios (its own chunk) is in; fetched from
      // here, not only once the entry has run, and at low priority, after what the hydration needs.
      lowPriorityPreloads: (chunks.httpClient?.scripts ?? []).map((file) => `${base}${file}`),
      // Issue 20 item 4: the frame is in the HTML, so no script is needed for the first paint; at their default (High)
      // priority they shared the connection with the style sheets, and Lighthouse's simulation counted them before FCP.
      // Measured in docs/performance.md ("Scripts after the styles"): earlier paint and hydration on slow 4G; on a fast
      // network the PDP, whose largest paint waits on an answer, painted it about 0.4 s later (its calls wait for the entry).
      scriptsAfterStyles: true,
      styleSheets: unique(components.filter(({ name }) => frame.shown.includes(name)).flatMap(({ files }) => files.styles)).map((file) => `${base}${file}`),
    });
    const target = join(outDir, pathname);
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, html);
    written += 1;
  }
  return written;
}

const unique = (list: readonly string[]): string[] => [...new Set(list)];
