import { memo } from 'react';
import type { ResolvedNode } from '../engine/renderPage.ts';
import { isEventBinding } from '../engine/resolveValue.ts';
import { useApp } from './StoreContext.tsx';
import { markNodes } from './studioMarkers.ts';

function plainPayload(payload: unknown): Record<string, unknown> | undefined {
  if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return undefined;
  const proto = Object.getPrototypeOf(payload) as unknown;
  return proto === Object.prototype || proto === null ? (payload as Record<string, unknown>) : undefined;
}

/**
 * Renders one resolved node: registry lookup, event bindings turned into
 * handlers. Memoised on the node: the flow store keeps a node's object while
 * its props are unchanged (NodeComposer), so it is not rendered again.
 */
export const NodeView = memo(function NodeView({ node }: { node: ResolvedNode }) {
  const { store, components } = useApp();
  const entry = components.get(node.component);
  if (!entry) {
    // flows:check makes this unreachable for checked flows; fail visibly, never blank.
    throw new Error(`[storeflow] no component named "${node.component}" is registered`);
  }
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node.props)) {
    // A component may hand a plain-object payload to its handler (form values, the chosen item); anything
    // else (a DOM event passed straight through) is dropped so it never becomes an `event.*` fact.
    props[name] = isEventBinding(value) ? (payload?: unknown) => store.flow.dispatch(value.event, plainPayload(payload)) : value;
  }
  if (node.testId !== undefined) props.testId = node.testId;
  const Render = entry.render;
  const rendered = <Render {...props}>{node.children.length > 0 ? node.children.map((child) => <NodeView key={child.key} node={child} />) : undefined}</Render>;
  if (!markNodes) return rendered;
  // The studio's preview frame only (dev server): inert markers around the node, found by its render key.
  return (
    <>
      <template data-sf-node={node.key} />
      {rendered}
      <template data-sf-node-end={node.key} />
    </>
  );
});
