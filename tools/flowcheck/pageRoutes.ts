import type { FlowSet } from '../../src/model/flowSet.ts';

/**
 * Every journey's pages with their routes and nothing else, shaped like a
 * FlowSet (`journeys.<id>.id`, `journeys.<id>.pages.<page>.route`) so the
 * runtime's findPage and findPageById read it as they read the flows. Checks
 * that only ask which pages exist and where they live (gotos, links, url.pageName,
 * the route check) read this instead of the composed journeys: flows:check
 * then composes only the journeys a check looks inside (issue 20 item 4), and
 * its unit cache records one read, `pageRoutes`, not every page of every journey.
 */
export type PageRoutes = Pick<FlowSet, 'journeys'>;

/**
 * The key a recording view of the flows (tools/flowcheck/trackedFlows.ts) answers with the route table, noting the
 * read: a unit that reads it runs again when a page is added, removed, renamed or moved to another route.
 */
export const pageRoutesKey = Symbol('pageRoutes');

/** Tables given by the assembly (tools/flowcheck/assemble.ts, lazy mode: taken from the authored pages, before composing). */
const given = new WeakMap<object, PageRoutes>();
const computed = new WeakMap<object, PageRoutes>();

/** Gives the route table of `flows`, so that reading it composes no journey. It must equal what routesOf(journeys) would give. */
export function givePageRoutes(flows: FlowSet, routes: PageRoutes): void {
  given.set(flows, routes);
}

/** The route table of a flow set (not a recording view): as given, else taken from its journeys once. */
export function pageRoutesOf(flows: FlowSet): PageRoutes {
  let routes = given.get(flows) ?? computed.get(flows);
  if (routes === undefined) computed.set(flows, (routes = routesOf(flows.journeys)));
  return routes;
}

/** The journeys' ids, page ids and routes, in the order the journeys list them. */
export function routesOf(journeys: Record<string, { id: string; pages: Record<string, { route: string }> }>): PageRoutes {
  return {
    journeys: Object.fromEntries(
      Object.entries(journeys).map(([key, journey]) => [
        key,
        { id: journey.id, pages: Object.fromEntries(Object.entries(journey.pages).map(([pageId, page]) => [pageId, { route: page.route }])) },
      ]),
    ),
  } as unknown as PageRoutes;
}

/** The route table of `flows`: through a recording view, the read is noted. */
export function pageRoutes(flows: FlowSet): FlowSet {
  return ((flows as unknown as Record<symbol, PageRoutes | undefined>)[pageRoutesKey] ?? pageRoutesOf(flows)) as FlowSet;
}
