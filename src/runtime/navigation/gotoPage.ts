import { findLazyPageById } from '../../engine/lazyJourneys.ts';
import { defaultBasePath, findPageById, pagePath, parseRoute } from '../../engine/routing.ts';
import type { FlowSet } from '../../model/flowSet.ts';
import type { LoggerPort } from '../../model/ports.ts';
import type { LocationStore } from '../stores/LocationStore.ts';

/**
 * The goto effect: moves to a page of the flows (loaded or still in its
 * journey chunk) under the current base path and in the current language, with the query given. An
 * unknown page id is logged and nothing moves (flows:check prevents it).
 */
export function gotoPage(
  flows: FlowSet,
  location: Pick<LocationStore, 'snapshot' | 'push'>,
  logger: LoggerPort,
  pageId: string,
  query: Record<string, unknown>,
): void {
  const target = findPageById(flows, pageId);
  const lazyTarget = target ? null : findLazyPageById(flows, pageId);
  if (!target && !lazyTarget) {
    logger.error(`[storeflow] goto: no page "${pageId}"`);
    return;
  }
  const route = target ? target.page.route : (lazyTarget?.route as string);
  const here = parseRoute(location.snapshot.pathname);
  const base = here.basePath ?? defaultBasePath;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null) search.set(key, String(value));
  const qs = search.toString();
  location.push(`${pagePath(base, { route }, here.language)}${qs ? `?${qs}` : ''}`);
}
