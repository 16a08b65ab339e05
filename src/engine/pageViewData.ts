import type { PageAnalytics } from '../model/flowTypes.ts';
import { resolveValue, type ResolveContext } from './resolveValue.ts';

/** The page-view record sent to the page tag (spec 9): the page name resolved against the facts at send time. */
export function pageViewData(analytics: PageAnalytics, context: ResolveContext): Record<string, unknown> {
  return { pageName: resolveValue(analytics.pageName, context), flow: analytics.flow ?? '', intent: analytics.intent ?? '' };
}
