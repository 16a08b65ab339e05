import { holds } from '../logic/evaluate.ts';
import type { ViewNode } from '../model/flowTypes.ts';
import { propFinishers } from './finish/propFinishers.ts';
import { bodyKey, type PageNodes } from './renderKeys.ts';
import { resolveRecord, type ResolveContext } from './resolveValue.ts';

/** A node ready to render: component name and finished props. Events are EventBindings. */
export interface ResolvedNode {
  key: string;
  component: string;
  testId?: string;
  props: Record<string, unknown>;
  children: ResolvedNode[];
}

/** Components whose visibility and pricing the engine decides get their finished values here (src/engine/finish). */
function finishProps(component: string, props: Record<string, unknown>): Record<string, unknown> {
  const finish = propFinishers[component];
  return finish ? finish(props) : props;
}

/**
 * One node as the page shows it now, or null when its `when` does not hold:
 * its props resolved and finished, its children from `children` (renderNodes
 * maps them the same way; the runtime's NodeComposer reuses what it can).
 */
export function composeNode(node: ViewNode, context: ResolveContext, key: string, children: () => ResolvedNode[]): ResolvedNode | null {
  if (node.when !== undefined && !holds(node.when, context.facts)) return null;
  const resolved: ResolvedNode = {
    key,
    component: node.component,
    props: finishProps(node.component, resolveRecord(node.props, context)),
    children: children(),
  };
  if (node.testId !== undefined) resolved.testId = node.testId;
  return resolved;
}

/**
 * Maps a page body to the nodes to show now (docs/architecture.md principle 4: the one
 * mapper). Hidden nodes (`when` false) are dropped; props are resolved and finished. Pure:
 * the same facts give the same tree. `pageNodes` is the composed page's (renderKeys.ts).
 */
export function renderNodes(nodes: readonly ViewNode[], context: ResolveContext, keyPrefix = '', pageNodes?: PageNodes): ResolvedNode[] {
  const out: ResolvedNode[] = [];
  nodes.forEach((node, index) => {
    // A composed body's top (no prefix) is keyed by bodyKey, so a layout's nodes keep their keys from page to page.
    const key = keyPrefix === '' ? bodyKey(index, pageNodes) : `${keyPrefix}${index}`;
    const resolved = composeNode(node, context, key, () => renderNodes(node.children ?? [], context, `${key}.`));
    if (resolved) out.push(resolved);
  });
  return out;
}
