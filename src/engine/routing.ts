import type { FlowSet } from '../model/flowSet.ts';
import type { Journey, Page } from '../model/flowTypes.ts';

export const basePaths = ['/sales/digital/', '/sales/nse/', '/sales/prepaid/', '/sales/next/'] as const;
export type BasePath = (typeof basePaths)[number];
export const defaultBasePath: BasePath = '/sales/digital/';

export interface ParsedRoute {
  /** The base path the address is under, or null outside the storefront. */
  basePath: BasePath | null;
  /** Path after the base without .html, e.g. "gridwall/smartphones". */
  route: string;
  /** Last segment without .html (spec 2.1), e.g. "smartphones". */
  pageName: string;
}

/** Reads the storefront route from a pathname (spec 2.1, 2.2). Pure. */
export function parseRoute(pathname: string): ParsedRoute {
  const basePath = basePaths.find((base) => pathname.startsWith(base)) ?? null;
  const rest = basePath ? pathname.slice(basePath.length) : pathname.replace(/^\//, '');
  const route = rest.replace(/\.html$/, '');
  const segments = route.split('/');
  return { basePath, route, pageName: segments[segments.length - 1] ?? '' };
}

export interface PageRef {
  journeyId: string;
  pageId: string;
  page: Page;
  journey: Journey;
}

/** Finds the page for a route: exact route first, then by last segment (spec 2.1: a page is its last segment). */
export function findPage(flows: FlowSet, parsed: ParsedRoute): PageRef | null {
  const all = Object.values(flows.journeys).flatMap((journey) =>
    Object.entries(journey.pages).map(([pageId, page]) => ({ journeyId: journey.id, pageId, page, journey })),
  );
  return all.find((ref) => ref.page.route === parsed.route) ?? all.find((ref) => ref.page.route.split('/').pop() === parsed.pageName) ?? null;
}

/** Finds a page by id across journeys ("page" or "journey.page"). */
export function findPageById(flows: FlowSet, id: string): PageRef | null {
  const [journeyPart, pagePart] = id.includes('.') ? id.split('.') : [undefined, id];
  for (const journey of Object.values(flows.journeys)) {
    if (journeyPart && journey.id !== journeyPart) continue;
    const page = journey.pages[pagePart as string];
    if (page) return { journeyId: journey.id, pageId: pagePart as string, page, journey };
  }
  return null;
}

export function pagePath(basePath: BasePath, page: Pick<Page, 'route'>): string {
  return `${basePath}${page.route}.html`;
}
