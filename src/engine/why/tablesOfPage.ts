import type { DecisionTable } from '../../model/flowTypes.ts';

const decisionReference = /"decisions\.([A-Za-z0-9_]+)/g;

function namesIn(value: unknown): string[] {
  return [...JSON.stringify(value ?? null).matchAll(decisionReference)].map((match) => match[1] ?? '');
}

/**
 * The decision tables a page reads (its composed body, onEnter and handlers,
 * layout included), then the tables those read, to a fixed point: what the
 * debug panel explains for the current page (issue 11 item 3). A table is
 * found by its written form `decisions.<id>`, as flows:impact does.
 */
export function tablesOfPage(page: unknown, decisions: Readonly<Record<string, DecisionTable>>): DecisionTable[] {
  const found: string[] = [];
  const queue = namesIn(page);
  while (queue.length > 0) {
    const id = queue.shift() ?? '';
    const table = decisions[id];
    if (!table || found.includes(id)) continue;
    found.push(id);
    queue.push(...namesIn([table.rows, table.default]));
  }
  return found.map((id) => decisions[id]).filter((table): table is DecisionTable => table !== undefined);
}
