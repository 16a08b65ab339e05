import type { ResolvedNode } from '../../engine/renderPage.ts';

/** A node without its children, as text: nodes are JSON data (resolved flow values, finished props). */
const own = (node: ResolvedNode): string => JSON.stringify({ ...node, children: 0 });

/**
 * Issue 20 item 3: the page composed afresh, with every node whose component,
 * finished props, test id and children came out as last time replaced by last
 * time's object (matched by render key), and `shown` itself when nothing
 * changed. The view renders a node again only when its object changed
 * (NodeView is memoised), so an answer re-renders the nodes that read it, not
 * the page.
 */
export function keptNodes(shown: ResolvedNode[], next: ResolvedNode[]): ResolvedNode[] {
  const kept = next.map((node) => {
    const old = shown.find((candidate) => candidate.key === node.key);
    const children = keptNodes(old?.children ?? [], node.children);
    return old && children === old.children && own(old) === own(node) ? old : { ...node, children };
  });
  return kept.length === shown.length && kept.every((node, i) => node === shown[i]) ? shown : kept;
}
