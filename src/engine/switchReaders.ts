import type { FlowSet } from '../model/flowSet.ts';
import type { Effect } from '../model/flowTypes.ts';

/** `"decisions.<id>` places in a piece of flow JSON. */
const decisionRefs = /"decisions\.([A-Za-z0-9_]+)/g;
const readsSwitchDirectly = (json: string): boolean => json.includes('"switches.');

const cache = new WeakMap<FlowSet['decisions'], Set<string>>();

/**
 * The decision tables whose rows read a switch, directly or through another
 * table's decision. Switches are known for certain only once the visit's
 * throttle list has answered (spec 6).
 */
export function switchDecisions(decisions: FlowSet['decisions']): Set<string> {
  const known = cache.get(decisions);
  if (known) return known;
  const rowsJson = new Map(Object.values(decisions).map((table) => [table.id, JSON.stringify(table.rows.map((row) => row.when))]));
  const found = new Set([...rowsJson].filter(([, json]) => readsSwitchDirectly(json)).map(([id]) => id));
  for (let grew = true; grew;) {
    grew = false;
    for (const [id, json] of rowsJson) {
      if (found.has(id)) continue;
      if ([...json.matchAll(decisionRefs)].some((match) => found.has(match[1] ?? ''))) {
        found.add(id);
        grew = true;
      }
    }
  }
  cache.set(decisions, found);
  return found;
}

/**
 * Splits a page's entry effects: those that read a switch (directly or through
 * a decision) and those that do not. Order inside each part is kept.
 */
export function splitOnSwitches(effects: readonly Effect[], decisions: FlowSet['decisions']): { now: Effect[]; afterSwitches: Effect[] } {
  const tables = switchDecisions(decisions);
  const now: Effect[] = [];
  const afterSwitches: Effect[] = [];
  for (const effect of effects) {
    const json = JSON.stringify(effect);
    const reads = readsSwitchDirectly(json) || [...json.matchAll(decisionRefs)].some((match) => tables.has(match[1] ?? ''));
    (reads ? afterSwitches : now).push(effect);
  }
  return { now, afterSwitches };
}
