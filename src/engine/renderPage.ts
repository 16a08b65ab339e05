import { holds } from '../logic/evaluate.ts';
import type { ViewNode } from '../model/flowTypes.ts';
import { propFinishers } from './finish/propFinishers.ts';
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
 * Maps a page body to the nodes to show now (docs/architecture.md principle 4: the one
 * mapper). Hidden nodes (`when` false) are dropped; props are resolved and finished. Pure:
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
      props: finishProps(node.component, resolveRecord(node.props, context)),
      children: renderNodes(node.children ?? [], context, `${key}.`),
    };
    if (node.testId !== undefined) resolved.testId = node.testId;
    out.push(resolved);
  });
  return out;
}
