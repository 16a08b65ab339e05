import type { FlowSet } from '../model/flowSet.ts';
import type { Journey, Page } from '../model/flowTypes.ts';
import { findLazyPage } from './lazyJourneys.ts';
import { sourceLanguage, translatedLanguages, type Language } from '../model/language.ts';

export const basePaths = ['/sales/digital/', '/sales/nse/', '/sales/prepaid/', '/sales/next/'] as const;
export type BasePath = (typeof basePaths)[number];
export const defaultBasePath: BasePath = '/sales/digital/';

export interface ParsedRoute {
  /** The shopper's language: the address's prefix (`/es/sales/...`), else English. */
  language: Language;
  /** The base path the address is under, or null outside the storefront. */
  basePath: BasePath | null;
  /** Path after the base without .html, e.g. "gridwall/smartphones". */
  route: string;
  /** Last segment without .html (spec 2.1), e.g. "smartphones". */
  pageName: string;
}

/** The address prefix of a language: '' for English, `/es` for Spanish (docs/requirements.md "Languages"). */
export function languagePrefix(language: Language): string {
  return language === sourceLanguage ? '' : `/${language}`;
}

/** The language of a pathname and the pathname without its prefix. Pure. */
export function splitLanguage(pathname: string): { language: Language; rest: string } {
  const language = translatedLanguages.find((candidate) => pathname.startsWith(`/${candidate}/`));
  return language ? { language, rest: pathname.slice(language.length + 1) } : { language: sourceLanguage, rest: pathname };
}

/** Reads the storefront route from a pathname (spec 2.1, 2.2), after the language prefix. Pure. */
export function parseRoute(pathname: string): ParsedRoute {
  const { language, rest: unprefixed } = splitLanguage(pathname);
  const basePath = basePaths.find((base) => unprefixed.startsWith(base)) ?? null;
  const rest = basePath ? unprefixed.slice(basePath.length) : unprefixed.replace(/^\//, '');
  const route = rest.replace(/\.html$/, '');
  const segments = route.split('/');
  return { language, basePath, route, pageName: segments[segments.length - 1] ?? '' };
}

/**
 * A storefront path (or path with query) in a language: the prefix of the
 * language in front of the English address. Anything that is not one of our
 * pages (another site, the sign-in page) is returned as it is.
 */
export function inLanguage(path: string, language: Language, isPage: (unprefixed: string) => boolean = underBasePath): string {
  const { rest } = splitLanguage(path);
  if (!isPage(rest)) return path;
  return `${languagePrefix(language)}${rest}`;
}

const underBasePath = (path: string): boolean => basePaths.some((base) => path.startsWith(base));

/**
 * Whether a same-origin path (without language prefix or query) is one of our
 * pages: under a base path, or a page's name alone at the root, which the
 * storefront answers by its last segment (spec 2.1; spec 2.3's `/smartphones`
 * of the sales redirect table). Such an address keeps the shopper's language
 * when a redirect follows it (docs/requirements.md "Languages"). A deeper path
 * outside the base paths (`/digital/acct/payment`) is another site's page even
 * when its last segment names one of ours, and is followed as it is.
 */
export function isStorefrontPath(flows: FlowSet, path: string): boolean {
  if (underBasePath(path)) return true;
  if (!/^\/[^/]+$/.test(path)) return false;
  const parsed = parseRoute(path);
  return parsed.route !== '' && (findPage(flows, parsed) !== null || findLazyPage(flows, parsed) !== null);
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

export function pagePath(basePath: BasePath, page: Pick<Page, 'route'>, language: Language = sourceLanguage): string {
  return `${languagePrefix(language)}${basePath}${page.route}.html`;
}
