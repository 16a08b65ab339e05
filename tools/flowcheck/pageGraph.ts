import type { FlowSet } from '../../src/model/flowSet.ts';
import type { Effect, Journey, Page } from '../../src/model/flowTypes.ts';
import { findPageById } from '../../src/engine/routing.ts';
import { linkLiterals, pageFinder } from './inAppLinks.ts';
import { pageRoutes } from './pageRoutes.ts';
import { wholePage } from './trackedFlows.ts';

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
 * and its ways out. Plain data: flows:check keeps the start and each page's ways between runs with what they read
 * (tools/flowcheck/flowSetChecks.ts), so a page edit walks that page again, not every page of every journey.
 */
export interface JourneyPages {
  start: string;
  pages: PageWays[];
}

export interface PageWays {
  pageId: string;
  entry: boolean;
  edges: PageEdge[];
}

export function journeyPages(flows: FlowSet, journeyId: string): JourneyPages {
  const journey = flows.journeys[journeyId] as Journey;
  return { start: journey.start, pages: Object.keys(journey.pages).map((pageId) => pageWays(flows, journeyId, pageId)) };
}

/** One page's ways out (the page read whole: tools/flowcheck/trackedFlows.ts wholePage). */
export function pageWays(flows: FlowSet, journeyId: string, pageId: string): PageWays {
  const page = wholePage(flows, journeyId, pageId)?.page as Page;
  return { pageId, entry: Boolean(page.entry), edges: edgesOf(flows, pageFinder(flows), page, ['pages', pageId]) };
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
