import type { FlowSet } from '../model/flowSet.ts';
import type { ParsedRoute } from './routing.ts';

export interface LazyPageRef {
  journeyId: string;
  pageId: string;
  route: string;
}

function entries(flows: FlowSet): LazyPageRef[] {
  return Object.entries(flows.lazyJourneys ?? {})
    .filter(([journeyId]) => !flows.journeys[journeyId])
    .flatMap(([journeyId, pages]) => Object.entries(pages).map(([pageId, route]) => ({ journeyId, pageId, route })));
}

/** The not-yet-loaded journey page a route belongs to (same matching as findPage), or null. */
export function findLazyPage(flows: FlowSet, parsed: ParsedRoute): LazyPageRef | null {
  const all = entries(flows);
  return all.find((ref) => ref.route === parsed.route) ?? all.find((ref) => ref.route.split('/').pop() === parsed.pageName) ?? null;
}

/** A not-yet-loaded page by id ("page" or "journey.page"), or null. */
export function findLazyPageById(flows: FlowSet, id: string): LazyPageRef | null {
  const [journeyId, pageId] = id.includes('.') ? id.split('.') : [undefined, id];
  return entries(flows).find((ref) => ref.pageId === pageId && (!journeyId || ref.journeyId === journeyId)) ?? null;
}
