import { holds } from '../logic/evaluate.ts';
import type { ViewNode } from '../model/flowTypes.ts';
import { resolveRecord, type ResolveContext } from './resolveValue.ts';

/** A node ready to render: component name and finished props. Events are EventBindings. */
export interface ResolvedNode {
  key: string;
  component: string;
  testId?: string;
  props: Record<string, unknown>;
  children: ResolvedNode[];
}

/**
 * Maps a page body to the nodes to show now (ARCHITECTURE principle 4: the one
 * mapper). Hidden nodes (`when` false) are dropped; props are resolved. Pure:
 * the same facts give the same tree.
 */
export function renderNodes(nodes: readonly ViewNode[], context: ResolveContext, keyPrefix = ''): ResolvedNode[] {
  const out: ResolvedNode[] = [];
  nodes.forEach((node, index) => {
    if (node.when !== undefined && !holds(node.when, context.facts)) return;
    const key = `${keyPrefix}${index}`;
    const resolved: ResolvedNode = {
      key,
      component: node.component,
      props: resolveRecord(node.props, context),
      children: renderNodes(node.children ?? [], context, `${key}.`),
    };
    if (node.testId !== undefined) resolved.testId = node.testId;
    out.push(resolved);
  });
  return out;
}
