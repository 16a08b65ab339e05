import { codeList } from '../model/codeKeys.ts';
import type { PageAnalytics } from '../model/flowTypes.ts';
import { getPath } from './path.ts';
import { resolveValue, type ResolveContext } from './resolveValue.ts';

/**
 * The query parameters of the address that travel with the page view (spec
 * 2.4: intcmp, entrypoint, fromSource... as lists.analyticsQueryParams names
 * them), only those present and not empty. The analyst's list decides; the tag
 * reads them as `query`. The list is read like a name: flows:check demands it,
 * and a flow set without it throws MissingFlowKeyError rather than tagging
 * nothing in silence.
 */
export function pageViewQuery(context: ResolveContext): Record<string, string> {
  const names = codeList((getPath(context.facts, 'lists') ?? {}) as Record<string, readonly unknown[]>, 'analyticsQueryParams');
  const query = (getPath(context.facts, 'url.query') ?? {}) as Record<string, unknown>;
  const out: Record<string, string> = {};
  for (const name of names) {
    const value = query[name];
    if (typeof value === 'string' && value !== '') out[name] = value;
  }
  return out;
}

/** The page-view record sent to the page tag (spec 9): the page name resolved against the facts at send time, with the tagged query (spec 2.4) when the address has any. */
export function pageViewData(analytics: PageAnalytics, context: ResolveContext): Record<string, unknown> {
  const query = pageViewQuery(context);
  return {
    pageName: resolveValue(analytics.pageName, context),
    flow: analytics.flow ?? '',
    intent: analytics.intent ?? '',
    ...(Object.keys(query).length > 0 ? { query } : {}),
  };
}
