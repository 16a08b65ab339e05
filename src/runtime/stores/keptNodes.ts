import { compareStructural } from 'mobx';
import type { ResolvedNode } from '../../engine/renderPage.ts';

/**
 * Issue 20 item 3: the page composed afresh, with every node whose finished
 * props, test id and children came out as last time replaced by last time's
 * object (matched by render key), and `shown` itself when nothing changed. The
 * view renders a node again only when its object changed (NodeView is
 * memoised), so an answer re-renders the nodes that read it, not the page.
 */
export function keptNodes(shown: readonly ResolvedNode[], next: ResolvedNode[]): ResolvedNode[] {
  const before = new Map(shown.map((node) => [node.key, node]));
  const kept = next.map((node) => {
    const old = before.get(node.key);
    const children = keptNodes(old?.children ?? [], node.children);
    return old && old.component === node.component && old.testId === node.testId && children === old.children && compareStructural(old.props, node.props)
      ? old
      : { ...node, children };
  });
  return kept.length === shown.length && kept.every((node, i) => node === shown[i]) ? (shown as ResolvedNode[]) : kept;
}
