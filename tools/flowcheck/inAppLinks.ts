import type { FlowSet } from '../../src/model/flowSet.ts';
import { basePaths, findPage, parseRoute, type PageRef } from '../../src/engine/routing.ts';
import { pageRoutes } from './pageRoutes.ts';

/**
 * An in-app address written as a literal: "shop.html", "gridwall/smartphones.html?x=1",
 * "/sales/digital/shop.html". Sentences (spaces), other hosts and other
 * root paths ("/signin/") are not addresses of our pages.
 */
const addressPattern = /^(?:\/sales\/[a-z]+\/)?[A-Za-z0-9_\-/]+\.html(?:[?#]\S*)?$/;

/** Keys whose strings are prose for people, never addresses. */
const proseKeys = new Set(['note', 'description', '$comment', 'name']);

export interface LinkLiteral {
  address: string;
  at: (string | number)[];
}

/** Every literal in-app address inside a flow value, with where it sits. */
export function linkLiterals(value: unknown, at: (string | number)[] = [], found: LinkLiteral[] = []): LinkLiteral[] {
  collectLinks(value, [...at], found);
  return found;
}

/**
 * linkLiterals' walk. One path is pushed and popped as it goes, and copied for an address found only: a run without
 * the unit cache walks 217 documents this way (the link check, the page graph: about 100 000 values), and a path
 * copied for each value was about a quarter of the walk's time, and garbage (issue 20 item 4, docs/performance.md
 * "flows:check (session 41)").
 */
function collectLinks(value: unknown, path: (string | number)[], found: LinkLiteral[]): void {
  if (typeof value === 'string') {
    if (addressPattern.test(value) && (!value.startsWith('/') || basePaths.some((base) => value.startsWith(base))))
      found.push({ address: value, at: [...path] });
  } else if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index += 1) {
      path.push(index);
      collectLinks(value[index], path, found);
      path.pop();
    }
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (proseKeys.has(key)) continue;
      path.push(key);
      collectLinks(item, path, found);
      path.pop();
    }
  }
}

/** The page an address leads to, as the runtime finds it (routing.ts), or null. */
export function pageOfAddress(flows: FlowSet, address: string): PageRef | null {
  const pathname = address.split(/[?#]/)[0] ?? address;
  return findPage(flows, parseRoute(pathname.startsWith('/') ? pathname : `/sales/digital/${pathname}`));
}

/**
 * pageOfAddress for many addresses of one flow set: the runtime's findPage
 * lists every page of every journey at each call, so it is given the route
 * table (tools/flowcheck/pageRoutes.ts: each journey's id, its page names,
 * each page's route), and each address is looked up once. Answers name the page only.
 */
export function pageFinder(flows: FlowSet): (address: string) => Pick<PageRef, 'journeyId' | 'pageId'> | null {
  const routes = pageRoutes(flows);
  const found = new Map<string, Pick<PageRef, 'journeyId' | 'pageId'> | null>();
  return (address) => {
    if (!found.has(address)) {
      const target = pageOfAddress(routes, address);
      found.set(address, target ? { journeyId: target.journeyId, pageId: target.pageId } : null);
    }
    return found.get(address) ?? null;
  };
}

/**
 * Whether an address leads to a page, as pageOfAddress decides it (a page
 * with that route, else one whose last route segment is the page name),
 * for many addresses with one pass over the pages.
 */
export function leadsToPage(flows: FlowSet): (address: string) => boolean {
  const routes = allRoutes(flows);
  const exact = new Set(routes);
  const names = new Set(routes.map((route) => route.split('/').pop() ?? route));
  return (address) => {
    const pathname = address.split(/[?#]/)[0] ?? address;
    const parsed = parseRoute(pathname.startsWith('/') ? pathname : `/sales/digital/${pathname}`);
    return exact.has(parsed.route) || names.has(parsed.pageName);
  };
}

/** Every page route, for did-you-mean hints. */
export function allRoutes(flows: FlowSet): string[] {
  return Object.values(pageRoutes(flows).journeys).flatMap((journey) => Object.values(journey.pages).map((page) => page.route));
}
