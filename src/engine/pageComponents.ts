import type { ViewNode } from '../model/flowTypes.ts';

/**
 * Visits every component a page body may show, whatever its `when`
 * conditions say now (a name may come more than once): the view fetches the
 * lazy ones' code as the page is entered, in parallel with the page's
 * service calls, instead of once an answer makes them visible (issue 12
 * item 5, docs/performance.md).
 */
export function forEachPageComponent(nodes: readonly ViewNode[], visit: (component: string) => void): void {
  for (const node of nodes) {
    visit(node.component);
    forEachPageComponent(node.children ?? [], visit);
  }
}
