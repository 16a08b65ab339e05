import type { DecisionTable } from '../../model/flowTypes.ts';
import { decisionTablesReached } from '../references/queries.ts';
import { referencesIn } from '../references/referencesIn.ts';

/**
 * The decision tables a page reads (its composed body, onEnter and handlers,
 * layout included), then the tables those read, to a fixed point: what the
 * debug panel explains for the current page (issue 11 item 3). Asked of the
 * reference index (src/engine/references), as flows:impact is.
 */
export function tablesOfPage(page: unknown, decisions: Readonly<Record<string, DecisionTable>>): DecisionTable[] {
  return decisionTablesReached(referencesIn(page), decisions)
    .map((id) => decisions[id])
    .filter((table): table is DecisionTable => table !== undefined);
}
