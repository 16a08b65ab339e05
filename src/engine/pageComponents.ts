import type { ViewNode } from '../model/flowTypes.ts';

/**
 * Every component a page body may show, whatever its `when` conditions say
 * now: the view fetches the lazy ones' code as the page is entered, in
 * parallel with the page's service calls, instead of once an answer makes
 * them visible (issue 12 item 5, docs/performance.md).
 */
export function pageComponents(nodes: readonly ViewNode[], found: Set<string> = new Set()): Set<string> {
  for (const node of nodes) {
    found.add(node.component);
    if (node.children) pageComponents(node.children, found);
  }
  return found;
}
