import type { ViewNode } from '../model/flowTypes.ts';

/** A component registry's lookup, as far as a lazy component's code goes (`ComponentRegistry`). */
export interface LazyLookup {
  get(name: string): { preload?: () => Promise<unknown> } | undefined;
}

/**
 * Starts loading the code of every lazy component (one with a `preload`) a
 * page body may show, whatever its `when` conditions say now, and returns the
 * loads (a component that comes twice is asked twice; its load is shared).
 * The one walk over a page's lazy components: the view fetches their code as
 * the page is entered, in parallel with the page's service calls, instead of
 * once an answer makes one visible (issue 12 item 5, docs/performance.md); a
 * pre-rendered page waits for it before hydrating (`frameReady`, issue 20
 * item 1); the build names it in the page's modulepreload links
 * (`prerenderPage`, with a lookup that records the names).
 */
export function pageLoads(nodes: readonly ViewNode[], components: LazyLookup, loads: Promise<unknown>[] = []): Promise<unknown>[] {
  for (const node of nodes) {
    const preload = components.get(node.component)?.preload;
    if (preload) loads.push(preload());
    pageLoads(node.children ?? [], components, loads);
  }
  return loads;
}
