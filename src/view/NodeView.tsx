import type { ResolvedNode } from '../engine/renderPage.ts';
import { isEventBinding } from '../engine/resolveValue.ts';
import { useApp } from './StoreContext.tsx';

/** Renders one resolved node: registry lookup, event bindings turned into handlers. */
export function NodeView({ node }: { node: ResolvedNode }) {
  const { store, components } = useApp();
  const entry = components.get(node.component);
  if (!entry) {
    // flows:check makes this unreachable for checked flows; fail visibly, never blank.
    throw new Error(`[storeflow] no component named "${node.component}" is registered`);
  }
  const props: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(node.props)) {
    props[name] = isEventBinding(value) ? () => store.flow.dispatch(value.event) : value;
  }
  if (node.testId !== undefined) props.testId = node.testId;
  const Render = entry.render;
  return (
    <Render {...props}>
      {node.children.length > 0 ? node.children.map((child) => <NodeView key={child.key} node={child} />) : undefined}
    </Render>
  );
}
