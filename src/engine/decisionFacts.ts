import type { FlowSet } from '../model/flowSet.ts';
import { decide, decisionFact, type Decision } from './decide.ts';

/**
 * Evaluates every decision table over the facts. Tables read other facts, not
 * decisions (flows:check enforces it), so the order does not matter.
 */
export function decideAll(flows: FlowSet, facts: object): Record<string, Decision> {
  const out: Record<string, Decision> = {};
  for (const table of Object.values(flows.decisions)) {
    out[table.id] = decide(table, { facts, texts: flows.texts });
  }
  return out;
}

export function decisionsAsFacts(decisions: Record<string, Decision>): Record<string, Record<string, unknown>> {
  return Object.fromEntries(Object.entries(decisions).map(([id, decision]) => [id, decisionFact(decision)]));
}
