import type { FlowFile } from '../flowFile.ts';
import { didYouMean } from '../suggest.ts';
import { type AuthoredPage, type AuthoredParts } from './authoredParts.ts';
import { isRecord } from '../../isRecord.ts';

export interface PageIndex {
  pagesOf(journeyId: string): AuthoredPage[];
  /** Route of a page named "page" or "journey.page"; null when there is none. */
  routeOf(pageRef: string): string | null;
  pageIds(): string[];
}

/**
 * Gathers every page: inline under a journey's `pages` and one per file
 * (page.schema.json, naming its journey). A page file naming no known
 * journey, or a page id used twice in one journey, is an issue.
 */
export function collectPages(parts: AuthoredParts, issues: { file: FlowFile; at: (string | number)[]; message: string }[]): PageIndex {
  const byJourney = new Map<string, AuthoredPage[]>();
  for (const id of parts.journeys.keys()) byJourney.set(id, []);
  const add = (page: AuthoredPage): void => {
    const list = byJourney.get(page.journey);
    if (!list) {
      issues.push({
        file: page.file,
        at: ['journey'],
        message: `unknown journey "${page.journey}".${didYouMean(page.journey, parts.journeys.keys())} Fix: name the id of a file in flows/journeys/.`,
      });
      return;
    }
    const earlier = list.find((other) => other.id === page.id);
    if (earlier) {
      issues.push({
        file: page.file,
        at: [...page.at, ...(page.at.length === 0 ? ['id'] : [])],
        message: `page "${page.id}" is already defined in ${earlier.file.path}. Fix: give each page of a journey its own id.`,
      });
      return;
    }
    list.push(page);
  };
  for (const [journeyId, { file, data }] of parts.journeys) {
    for (const [id, page] of Object.entries(isRecord(data.pages) ? data.pages : {})) {
      if (isRecord(page)) add({ journey: journeyId, id, data: page, file, at: ['pages', id] });
    }
  }
  for (const { file, data } of parts.pageFiles) add({ journey: String(data.journey), id: String(data.id), data, file, at: [] });

  const routes = new Map<string, string>();
  for (const [journeyId, pages] of byJourney) {
    for (const page of pages) {
      const route = String(page.data.route);
      routes.set(`${journeyId}.${page.id}`, route);
      if (!routes.has(page.id)) routes.set(page.id, route);
    }
  }
  return {
    pagesOf: (journeyId) => byJourney.get(journeyId) ?? [],
    routeOf: (pageRef) => routes.get(pageRef) ?? null,
    pageIds: () => [...routes.keys()],
  };
}
