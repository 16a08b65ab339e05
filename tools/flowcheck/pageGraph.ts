import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Effect, Journey, Page } from '../../src/model/flowTypes.ts';
import { findPageById } from '../../src/engine/routing.ts';
import { linkLiterals, pageFinder } from './inAppLinks.ts';
import { pageRoutes } from './pageRoutes.ts';

/** A page across journeys: "journeyId.pageId". */
export type PageKey = string;

export interface PageEdge {
  to: PageKey;
  /** Where the goto or link sits, inside the journey file. */
  at: (string | number)[];
  /** A goto run on entry: the shopper never sees the page it leaves. */
  onEnter: boolean;
}

function gotoEdges(flows: FlowSet, effects: readonly Effect[] | undefined, at: (string | number)[], onEnter: boolean): PageEdge[] {
  return (effects ?? []).flatMap((effect, index) => {
    if (!('goto' in effect)) return [];
    const target = findPageById(pageRoutes(flows), effect.goto);
    return target ? [{ to: `${target.journeyId}.${target.pageId}`, at: [...at, index, 'goto'], onEnter }] : [];
  });
}

/** Ways out of one page: gotos (on entry or in handlers) and literal in-app links anywhere in it. */
function edgesOf(flows: FlowSet, pageOfAddress: ReturnType<typeof pageFinder>, page: Page, at: (string | number)[]): PageEdge[] {
  const edges = gotoEdges(flows, page.onEnter, [...at, 'onEnter'], true);
  for (const [event, handlers] of Object.entries(page.on ?? {})) {
    handlers.forEach((handler, index) => edges.push(...gotoEdges(flows, handler.effects, [...at, 'on', event, index, 'effects'], false)));
  }
  for (const link of linkLiterals(page, at)) {
    const target = pageOfAddress(link.address);
    if (target) edges.push({ to: `${target.journeyId}.${target.pageId}`, at: link.at, onEnter: false });
  }
  return edges;
}

/**
 * What the navigation check needs of one journey: its start page, and each page with whether shoppers may enter it
 * and its ways out. Plain data: flows:check keeps it between runs with what it read (tools/flowcheck/checkFlows.ts),
 * so a page edit walks that journey's pages again, not every journey's.
 */
export interface JourneyPages {
  start: string;
  pages: { pageId: string; entry: boolean; edges: PageEdge[] }[];
}

export function journeyPages(flows: FlowSet, journeyId: string): JourneyPages {
  const journey = flows.journeys[journeyId] as Journey;
  const pageOfAddress = pageFinder(flows);
  return {
    start: journey.start,
    pages: Object.entries(journey.pages).map(([pageId, page]) => ({
      pageId,
      entry: Boolean(page.entry),
      edges: edgesOf(flows, pageOfAddress, page, ['pages', pageId]),
    })),
  };
}

export interface PageNode {
  journeyId: string;
  pageId: string;
  /** An entry page, or its journey's start. */
  entered: boolean;
  edges: PageEdge[];
}

/** Every page with its ways out, keyed "journeyId.pageId"; `pagesOf` gives one journey's (journeyPages, or kept ones). */
export function pageGraph(flows: FlowSet, pagesOf: (journeyId: string) => JourneyPages = (id) => journeyPages(flows, id)): Map<PageKey, PageNode> {
  const graph = new Map<PageKey, PageNode>();
  for (const journeyId of Object.keys(flows.journeys)) {
    const { start, pages } = pagesOf(journeyId);
    for (const { pageId, entry, edges } of pages) graph.set(`${journeyId}.${pageId}`, { journeyId, pageId, entered: entry || start === pageId, edges });
  }
  return graph;
}

/**
 * Pages any page may lead to, wherever the shopper is: redirect-table targets,
 * error-table effects and settings (the cancelled-case button...).
 */
export function globalTargets(flows: FlowSet): Set<PageKey> {
  const targets = new Set<PageKey>();
  const pageOfAddress = pageFinder(flows);
  const sources: unknown[] = [Object.values(flows.redirectTables), Object.values(flows.errorTables), Object.values(flows.decisions), flows.settings];
  for (const link of linkLiterals(sources)) {
    const target = pageOfAddress(link.address);
    if (target) targets.add(`${target.journeyId}.${target.pageId}`);
  }
  for (const table of Object.values(flows.errorTables)) {
    for (const row of [...table.rows, table.default]) {
      for (const edge of gotoEdges(flows, row.effects, [], false)) targets.add(edge.to);
    }
  }
  return targets;
}
