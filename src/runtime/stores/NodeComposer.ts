import { factsReadBy } from '../../engine/factsReadBy.ts';
import { composeNode, type ResolvedNode } from '../../engine/renderPage.ts';
import { bodyKey, type PageNodes } from '../../engine/renderKeys.ts';
import type { ResolveContext } from '../../engine/resolveValue.ts';
import type { ViewNode } from '../../model/flowTypes.ts';
import { factValues, sameFacts } from './factValues.ts';

/** What a render key showed last time, and from what. */
interface Kept {
  source: ViewNode;
  texts: ResolveContext['texts'];
  /** The facts the node's own part read (factsReadBy), as they were; null: unknown reads. */
  values: unknown[] | null;
  /** Null: hidden. */
  node: ResolvedNode | null;
}

/** A node without its children, as text: nodes are JSON data (resolved flow values, finished props). */
const own = (node: ResolvedNode): string => JSON.stringify({ ...node, children: 0 });

/**
 * Issue 20 item 3: composes the page as the pure renderNodes does (same nodes,
 * same keys), but node by node only where something the node reads changed.
 * A node whose own facts (its `when` and props, factsReadBy) and the texts are
 * as last time keeps last time's `when` and finished props without running
 * them; its children are looked at the same way. A node that came out as last
 * time (same own part as text, same children) is last time's object, and a
 * list with nothing changed is last time's list, matched by render key across
 * pages too (the header and navigation of the next page, and the footer below it: renderKeys.ts). NodeView is
 * memoised on its node, so the view renders only what changed.
 */
export class NodeComposer {
  private kept = new Map<string, Kept>();
  private shown: ResolvedNode[] = [];

  compose(body: readonly ViewNode[], context: ResolveContext, pageNodes?: PageNodes): ResolvedNode[] {
    const next = new Map<string, Kept>();
    this.shown = this.list(body, context, '', this.shown, next, pageNodes);
    this.kept = next;
    return this.shown;
  }

  private list(
    nodes: readonly ViewNode[],
    context: ResolveContext,
    prefix: string,
    shown: ResolvedNode[],
    next: Map<string, Kept>,
    pageNodes?: PageNodes,
  ): ResolvedNode[] {
    const out: ResolvedNode[] = [];
    nodes.forEach((source, index) => {
      const node = this.node(source, context, prefix === '' ? bodyKey(index, pageNodes) : `${prefix}${index}`, next);
      if (node) out.push(node);
    });
    return out.length === shown.length && out.every((node, i) => node === shown[i]) ? shown : out;
  }

  private node(source: ViewNode, context: ResolveContext, key: string, next: Map<string, Kept>): ResolvedNode | null {
    const old = this.kept.get(key);
    const reads = factsReadBy(source);
    const same = old?.source === source && old.texts === context.texts && sameFacts(reads, context.facts, old.values);
    const values = same ? old.values : factValues(reads, context.facts);
    const shownBefore = old?.node ?? null;
    const children = (): ResolvedNode[] => this.list(source.children ?? [], context, `${key}.`, shownBefore?.children ?? [], next);
    let node = same ? shownBefore && { ...shownBefore, children: children() } : composeNode(source, context, key, children);
    if (node && shownBefore && node.children === shownBefore.children && (same || own(node) === own(shownBefore))) node = shownBefore;
    next.set(key, { source, texts: context.texts, values, node });
    return node;
  }
}
