import { blankFacts, mergeFacts } from '../../src/engine/blankFacts.ts';
import { firstMatch } from '../../src/engine/firstMatch.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { firstMatchTables, type FirstMatchTable } from '../tables/firstMatchTables.ts';
import { allTextChanges, listChanges, settingChanges, switchChanges } from './valueChanges.ts';

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/** What a row gives, whatever the table kind: a decision's result, a redirect's target, an error row's message and effects. */
function outcomeOf(row: object): unknown {
  const { id: _id, when: _when, note: _note, examples: _examples, ...rest } = row as Record<string, unknown>;
  return rest;
}

function winner(table: FirstMatchTable, facts: object): string {
  try {
    return firstMatch(table.rows, facts).row?.id ?? table.fallback;
  } catch {
    return '(cannot be evaluated)';
  }
}

function tableChanges(before: FirstMatchTable, after: FirstMatchTable, flowsBefore: FlowSet, flowsAfter: FlowSet): string[] {
  const lines: string[] = [];
  const beforeIds = before.rows.map((row) => row.id);
  const afterIds = after.rows.map((row) => row.id);
  for (const id of beforeIds) if (!afterIds.includes(id)) lines.push(`row "${id}" removed`);
  for (const id of afterIds) if (!beforeIds.includes(id)) lines.push(`row "${id}" added at position ${afterIds.indexOf(id) + 1}`);
  // Moved: the order of the rows both versions have differs.
  const kept = beforeIds.filter((id) => afterIds.includes(id));
  const keptAfter = afterIds.filter((id) => beforeIds.includes(id));
  kept.forEach((id, index) => {
    if (keptAfter[index] !== id) lines.push(`row "${id}" moved from position ${beforeIds.indexOf(id) + 1} to ${afterIds.indexOf(id) + 1}`);
  });
  for (const row of after.rows) {
    const old = before.rows.find((candidate) => candidate.id === row.id);
    if (!old) continue;
    if (!same(old.when, row.when)) lines.push(`row "${row.id}" condition changed: ${JSON.stringify(old.when)} -> ${JSON.stringify(row.when)}`);
    if (!same(outcomeOf(old), outcomeOf(row)))
      lines.push(`row "${row.id}" outcome changed: ${JSON.stringify(outcomeOf(old))} -> ${JSON.stringify(outcomeOf(row))}`);
  }
  // Every example of either version, run against both: where the winner differs, shoppers see something else.
  const examples = [...before.rows, ...after.rows].flatMap((row) =>
    ((row as { examples?: { name?: string; facts: object }[] }).examples ?? []).map((example) => ({ row: row.id, example })),
  );
  const seen = new Set<string>();
  for (const { row, example } of examples) {
    const key = JSON.stringify(example.facts);
    if (seen.has(key)) continue;
    seen.add(key);
    const was = winner(before, mergeFacts(blankFacts(flowsBefore), example.facts));
    const now = winner(after, mergeFacts(blankFacts(flowsAfter), example.facts));
    if (was !== now)
      lines.push(`example ${example.name ? `"${example.name}" ` : ''}of row "${row}" ${JSON.stringify(example.facts)}: was "${was}", now "${now}"`);
  }
  return lines;
}

/**
 * A semantic diff of two versions of the flows (issue 11 item 5), for
 * analysts: per table, rows added, removed, moved, conditions and outcomes
 * changed, and every example whose winning row changed; pages added, removed
 * or whose composed content changed (so an edit in a layout or fragment shows
 * on each page it reaches); lists, switches, settings and texts (English and
 * Spanish) changed, in words (tools/qa/valueChanges.ts).
 */
export function semanticDiff(before: FlowSet, after: FlowSet): string[] {
  const lines: string[] = [];
  const oldTables = new Map(firstMatchTables(before).map((table) => [table.name, table]));
  const newTables = new Map(firstMatchTables(after).map((table) => [table.name, table]));
  for (const [name, table] of newTables) {
    const old = oldTables.get(name);
    if (!old) lines.push(`${name}: added`);
    else lines.push(...tableChanges(old, table, before, after).map((line) => `${name}: ${line}`));
  }
  for (const name of oldTables.keys()) if (!newTables.has(name)) lines.push(`${name}: removed`);
  const pagesOf = (flows: FlowSet): Record<string, unknown> =>
    Object.fromEntries(Object.values(flows.journeys).flatMap((journey) => Object.entries(journey.pages).map(([id, page]) => [`${journey.id}.${id}`, page])));
  const oldPages = pagesOf(before);
  const newPages = pagesOf(after);
  for (const name of new Set([...Object.keys(oldPages), ...Object.keys(newPages)])) {
    if (!(name in newPages)) lines.push(`page ${name}: removed`);
    else if (!(name in oldPages)) lines.push(`page ${name}: added`);
    else if (!same(oldPages[name], newPages[name])) {
      const parts = ['body', 'onEnter', 'on', 'route', 'title', 'analytics'].filter(
        (part) => !same((oldPages[name] as Record<string, unknown>)[part], (newPages[name] as Record<string, unknown>)[part]),
      );
      lines.push(`page ${name}: content changed (${parts.join(', ') || 'other fields'})`);
    }
  }
  lines.push(...listChanges(before.lists, after.lists));
  lines.push(...switchChanges(before.switches, after.switches));
  lines.push(...settingChanges(before.settings, after.settings));
  lines.push(...allTextChanges(before, after));
  return lines;
}
