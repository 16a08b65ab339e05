import type { FlowSet } from '../../src/model/flowSet.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import { globalTargets, pageGraph, type JourneyPages, type PageKey } from './pageGraph.ts';

export interface NavigationIssue extends JourneyIssue {
  journeyId: string;
}

/**
 * Pages no shopper can reach: not an entry page (nor a journey's start),
 * and no goto or in-app link from a reachable page, a redirect table, an
 * error row or a setting leads to it. Computed across journeys, so a page
 * that lost its only way in is reported wherever that way was.
 */
function unreachable(graph: ReturnType<typeof pageGraph>, targets: readonly PageKey[]): NavigationIssue[] {
  const queue: PageKey[] = [...targets];
  for (const [key, node] of graph) if (node.entered) queue.push(key);
  const reachable = new Set<PageKey>();
  while (queue.length > 0) {
    const key = queue.shift() as PageKey;
    if (reachable.has(key)) continue;
    reachable.add(key);
    for (const edge of graph.get(key)?.edges ?? []) queue.push(edge.to);
  }
  return [...graph]
    .filter(([key]) => !reachable.has(key))
    .map(([, { journeyId, pageId }]) => ({
      journeyId,
      at: ['pages', pageId],
      message: `page "${pageId}" is unreachable: it is not an entry page and no goto or in-app link (page, redirect table, error row, setting) leads to it. Fix: set "entry": true if shoppers may land on it from outside, or add a goto or link to it.`,
    }));
}

/**
 * Pages whose onEnter gotos lead back to themselves (A goes to B on entry,
 * B goes to A): the shopper would bounce between them forever. Each loop is
 * reported once, at the goto of its first page.
 */
function enterLoops(graph: ReturnType<typeof pageGraph>): NavigationIssue[] {
  const issues: NavigationIssue[] = [];
  const reported = new Set<PageKey>();
  for (const [start] of graph) {
    const path: PageKey[] = [start];
    let current = start;
    for (;;) {
      const next = graph.get(current)?.edges.find((edge) => edge.onEnter)?.to;
      if (next === undefined) break;
      const loopStart = path.indexOf(next);
      if (loopStart >= 0) {
        const loop = path.slice(loopStart);
        const first = loop[0] as PageKey;
        if (!loop.some((key) => reported.has(key))) {
          loop.forEach((key) => reported.add(key));
          const node = graph.get(first);
          const edge = node?.edges.find((candidate) => candidate.onEnter);
          if (node && edge) {
            const names = [...loop, first].map((key) => key.split('.').pop()).join(' -> ');
            issues.push({
              journeyId: node.journeyId,
              at: edge.at,
              message: `goto loop between onEnter effects: ${names}. Each page leaves for the next as soon as it is shown, so the shopper bounces forever. Fix: remove one of these gotos or move it into an event handler.`,
            });
          }
        }
        break;
      }
      path.push(next);
      current = next;
    }
  }
  return issues;
}

/**
 * Reachability and onEnter goto loops over all journeys. flows:check hands over what it keeps between runs: each
 * journey's pages (`pagesOf`, as for pageGraph) and the pages every page may lead to (`targets`, globalTargets).
 */
export function checkNavigation(
  flows: FlowSet,
  pagesOf?: (journeyId: string) => JourneyPages,
  targets: () => readonly PageKey[] = () => [...globalTargets(flows)],
): NavigationIssue[] {
  const graph = pageGraph(flows, pagesOf);
  return [...enterLoops(graph), ...unreachable(graph, targets())];
}
