import type { UnitCheckResult } from '../../tools/flowcheck/checkFlows.ts';
import type { ParsedFlowFile } from '../../tools/flowcheck/checkFlows.ts';
import { kindOf, type FlowKind } from '../../tools/flowcheck/schemas.ts';
import { impactOf, type ImpactKind } from '../../tools/qa/impactOf.ts';

type Json = Record<string, unknown>;

/** Kinds whose file defines one table, and the check unit's prefix for it. */
const tableKinds: Partial<Record<FlowKind, string>> = { decisionTable: 'decision', errorTable: 'errorTable', redirectTable: 'redirectTable' };
/** Kinds whose file holds named values, under this property, as flows:impact names them. */
const valueKinds: Partial<Record<FlowKind, { property: string; impact: ImpactKind }>> = {
  lists: { property: 'lists', impact: 'list' },
  switches: { property: 'switches', impact: 'switch' },
  settings: { property: 'settings', impact: 'setting' },
  texts: { property: 'texts', impact: 'text' },
};

/** The check units flows:impact says a name reaches: the tables that read it, their analyses, the journeys whose pages do. */
function reachedBy(result: UnitCheckResult, kind: ImpactKind, name: string, into: Set<string>): void {
  const impact = impactOf(result.flows, kind, name);
  for (const label of impact.tables) {
    const [, prefix, id] = /^(decision|redirect table) (\S+)$/.exec(label) ?? [];
    if (!id) continue;
    into.add(`${prefix === 'decision' ? 'decision' : 'redirectTable'}:${id}`);
    into.add(`analysis:${label}`);
  }
  for (const row of impact.errorRows) {
    const id = /^error table (\S+)/.exec(row)?.[1];
    if (id) into.add(`errorTable:${id}`).add(`analysis:error table ${id}`);
  }
  for (const page of impact.pages) into.add(`journey:${page.split('.')[0]}`);
}

function changedNames(before: Json, after: Json): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((name) => JSON.stringify(before[name]) !== JSON.stringify(after[name]));
}

const analysisLabel: Record<string, string> = { decision: 'decision', errorTable: 'error table', redirectTable: 'redirect table' };

/**
 * Issue 19 item 9: what an edit of one file reaches, as check units
 * (tools/flowcheck/checkFlows.ts CheckReuse): the file itself; for a table,
 * its own checks and analysis and everything that reads it (to a fixed
 * point, tools/qa/impactOf.ts); for lists, switches, settings and texts,
 * what reads each changed name. Null when the edit can reach anything
 * (journeys, pages, layouts, fragments, a changed kind): then all runs again.
 */
export function unitsReached(before: ParsedFlowFile | undefined, after: ParsedFlowFile, current: UnitCheckResult): Set<string> | null {
  const units = new Set([`file:${after.file.path}`]);
  if (after.problems.length > 0) return units; // a syntax error: the run stops at the root cause anyway
  const oldData = (before?.file.data ?? {}) as Json;
  const newData = (after.file.data ?? {}) as Json;
  const kind = kindOf(newData.$schema);
  if (!kind || (before && kindOf(oldData.$schema) !== kind)) return null;
  const table = tableKinds[kind];
  if (table) {
    for (const id of new Set([oldData.id, newData.id].filter((value): value is string => typeof value === 'string'))) {
      units.add(`${table}:${id}`).add(`analysis:${analysisLabel[table]} ${id}`);
      reachedBy(current, 'table', id, units);
    }
    return units;
  }
  const values = valueKinds[kind];
  if (!values) return null;
  for (const name of changedNames((oldData[values.property] ?? {}) as Json, (newData[values.property] ?? {}) as Json))
    reachedBy(current, values.impact, name, units);
  return units;
}
