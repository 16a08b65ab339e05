import type { ResolvedNode } from '../../src/engine/renderPage.ts';
import type { ViewNode } from '../../src/model/flowTypes.ts';

/**
 * Every component a tree of nodes names: a page body as written (whatever its conditions) or a composed page (what
 * shows now). The tests' own walk, so they do not check the runtime's walk (`pageLoads`) against itself.
 */
export function componentNames(nodes: readonly (ViewNode | ResolvedNode)[], names = new Set<string>()): Set<string> {
  for (const node of nodes) {
    names.add(node.component);
    componentNames(node.children ?? [], names);
  }
  return names;
}
