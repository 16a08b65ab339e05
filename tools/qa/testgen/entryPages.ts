import type { FlowSet } from '../../../src/model/flowSet.ts';
import { plumbingAdapters } from '../../../src/runtime/plumbing/plumbingAdapters.ts';
import { allPages, type PageEntry } from './decisionCases.ts';
import { referencesIn } from '../../../src/engine/references/referencesIn.ts';
import { adaptersCalled } from '../../../src/engine/references/queries.ts';

/** The calls a page makes on entry, in order. */
export function entryCalls(entry: PageEntry): string[] {
  return adaptersCalled(referencesIn(entry.page.onEnter ?? []));
}

/** How much a page costs to open: its entry calls, then its size (a tie goes to the smaller page). */
function cost(entry: PageEntry): number {
  return entryCalls(entry).length * 1_000_000 + JSON.stringify(entry.page).length;
}

/** cost of each page, worked out once per sort: the comparator asks it of a page many times (a walk and a JSON.stringify each). */
function byCost(entries: PageEntry[]): PageEntry[] {
  const costs = new Map(entries.map((entry) => [entry, cost(entry)]));
  return entries.sort((a, b) => (costs.get(a) as number) - (costs.get(b) as number));
}

/**
 * The pages that make this call when they open, cheapest first (fewest entry
 * calls, then smallest): where an error-table case raises its fault. The
 * plumbing's throttle-list call is made on every page's start, so every page
 * makes it.
 */
export function pagesCallingOnEntry(flows: FlowSet, adapter: string | undefined): PageEntry[] {
  const pages = allPages(flows).filter((entry) => {
    if (adapter === undefined) return entryCalls(entry).length > 0;
    return adapter === plumbingAdapters.throttle || entryCalls(entry).includes(adapter);
  });
  return byCost(pages);
}
