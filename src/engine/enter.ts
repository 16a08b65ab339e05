import type { Effect, Page, PageAnalytics } from '../model/flowTypes.ts';

export interface PageEntry {
  /** The page's onEnter effects, in order, unresolved: the runner resolves each against the facts when it runs it. */
  effects: Effect[];
  /** The page identifiers to send as the page view (spec 9), or null; sent later, so resolved then (pageViewData). */
  pageView: PageAnalytics | null;
}

/**
 * What entering a page does (issue 8 item 4): its onEnter effects and its
 * page view. Pure: nothing runs here; the runtime resets page state, runs
 * the effects and sends the page view after its delay.
 */
export function enter(page: Page): PageEntry {
  return { effects: page.onEnter ?? [], pageView: page.analytics ?? null };
}
