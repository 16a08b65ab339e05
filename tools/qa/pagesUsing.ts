import type { FlowSet } from '../../src/model/flowSet.ts';
import { referenceIndexOf } from '../../src/engine/references/referenceIndex.ts';
import { readsFact } from '../../src/engine/references/queries.ts';

/** Routes of the pages that read a fact path or one under it (e.g. "decisions.savingsLanding"), asked of the reference index. */
export function routesReading(flows: FlowSet, path: string): string[] {
  return referenceIndexOf(flows)
    .items.filter((entry) => entry.item.kind === 'page' && readsFact(entry.references, path))
    .map((entry) => (entry.item as { route: string }).route);
}
