import type { FlowSet } from '../../src/model/flowSet.ts';
import { allRoutes, leadsToPage, linkLiterals } from './inAppLinks.ts';
import type { JourneyIssue } from './journeyCheck.ts';
import { didYouMean } from './suggest.ts';

/**
 * Literal in-app links and redirect targets ("shopp.html",
 * "/sales/digital/shop.html?x=1") must name a page that exists: a typo
 * would send shoppers to a not-found page, and nothing else would notice.
 */
export function checkLinks(document: unknown, flows: FlowSet): JourneyIssue[] {
  return linkChecker(flows)(document);
}

/** checkLinks for many documents of one flow set: the pages' routes are listed once. */
export function linkChecker(flows: FlowSet): (document: unknown) => JourneyIssue[] {
  const routes = allRoutes(flows);
  const known = leadsToPage(flows);
  return (document) =>
    linkLiterals(document)
      .filter(({ address }) => !known(address))
      .map(({ address, at }) => {
        const route = (address.split(/[?#]/)[0] ?? address).replace(/^\/sales\/[a-z]+\//, '').replace(/\.html$/, '');
        const hint = didYouMean(route, routes);
        return {
          at,
          message: `link "${address}" names no page: no page has route "${route}".${hint ? hint.replace(/"([^"]+)"\?$/, '"$1.html"?') : ''} Fix: use the route of a page in flows/journeys/ (page routes: ${routes.length} known).`,
        };
      });
}
