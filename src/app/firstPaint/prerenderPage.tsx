import { prerender } from 'react-dom/static';
import { pageLoads } from '../../engine/pageComponents.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import { createComponentRegistry } from '../../registry/ComponentRegistry.ts';
import { AppRoot } from '../AppRoot.tsx';
import { createRootStore } from '../createRootStore.ts';
import { componentDefinitions } from '../registries.ts';
import { addressLanguage, applyLanguage, documentDescription } from '../language.ts';
import { showEntryLoaders } from './entryLoaders.ts';
import { framePorts } from './framePorts.ts';
import type { FirstPaintData } from './startData.ts';

export interface RenderedFrame {
  /** The HTML inside #root. */
  html: string;
  /** The page's title as the frame reads it (the document title before the app runs). */
  title: string;
  /** The document's description in the page's language (`<meta name="description">`). */
  description: string;
  /** The journey that holds the page (its chunk is named in the page's modulepreload links). */
  journeyId: string;
  /** Components the frame rendered (the lazy ones' styles are linked). */
  shown: string[];
  /** Lazy components the page may show (their code is named in modulepreload links, as PageView fetches it on entry). */
  lazy: string[];
}

/**
 * How the frame is rendered: every boundary inline, however large. React moves a finished boundary out of line once
 * the HTML before it and the boundary pass `progressiveChunkSize` (12,800 B by default in react-dom 19.3): the frame
 * would then hold the boundary's fallback and an inline script to swap the content in, which the strict CSP blocks
 * (issue 20 item 2), so the page would paint its loader, not its frame. The largest frame is about 12.7 kB today.
 */
export const frameRenderOptions = { progressiveChunkSize: Number.POSITIVE_INFINITY };

/** What a frame may not hold: a boundary left pending (`<!--$?-->`) or any executable script. */
export function outOfLineFrame(html: string): string | null {
  if (html.includes('<!--$?-->')) return 'a Suspense boundary left pending (<!--$?-->)';
  const script = /<script(?![^>]*type="application\/json")[^>]*>/.exec(html);
  return script ? `an inline script (${script[0]})` : null;
}

/**
 * Build time only (tools/vite/prerenderPlugin.ts, in Node; never part of the
 * app bundle): renders one page's frame with React from the same flows and
 * components as the browser, before any answer (issue 20 item 1). The store
 * is never started: no call is made, no timer set; the page's entry calls
 * read as loading (showEntryLoaders), as they do in the first client render.
 * `flows` carry the texts of the address's language (tools/vite/prerender/framePages.ts),
 * and prices, dates and numbers are formatted in it, as the browser does for
 * that address (src/app/main.tsx), so a Spanish page's frame is in Spanish
 * and hydrates as it is (issue 23 item 7).
 * Null when no page has this address.
 */
export async function prerenderPage(flows: FlowSet, data: FirstPaintData): Promise<RenderedFrame | null> {
  // The formats are module state, set per page: the build renders the languages' pages one after another.
  applyLanguage(addressLanguage(data.pathname));
  const store = createRootStore(flows, framePorts(data));
  const ref = store.flow.current;
  if (!ref) return null;
  showEntryLoaders(store);
  const registry = createComponentRegistry(componentDefinitions);
  const shown = new Set<string>();
  const components = {
    ...registry,
    get: (name: string) => {
      shown.add(name);
      return registry.get(name);
    },
  };
  // prerender waits for every lazy component (defineLazyComponent), so the frame holds their HTML too.
  const { prelude } = await prerender(<AppRoot store={store} components={components} />, frameRenderOptions);
  const html = await new Response(prelude).text();
  const wrong = outOfLineFrame(html);
  if (wrong) throw new Error(`[storeflow] the frame of ${data.pathname} holds ${wrong}: the CSP would block it and the page would not paint its frame`);
  // The lazy components whose code the page fetches on entry (PageView's pageLoads), recorded by name, not loaded.
  const lazy = new Set<string>();
  pageLoads(ref.page.body, { get: (name) => (registry.get(name)?.preload ? { preload: async () => lazy.add(name) } : undefined) });
  return {
    html,
    title: store.flow.title,
    description: documentDescription(flows.texts),
    journeyId: ref.journeyId,
    shown: [...shown].sort(),
    lazy: [...lazy].sort(),
  };
}
