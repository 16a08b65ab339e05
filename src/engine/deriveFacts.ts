import type { Facts } from '../model/facts.ts';
import type { FlowSet } from '../model/flowSet.ts';
import { decide } from './decide.ts';
import { getPath } from './path.ts';

/** A fact a decision table decides: the table's result `key` becomes the fact at `fact`. */
export interface FactDerivation {
  /** Decision table id (flows/decisions). */
  table: string;
  /** The result value that holds the fact. */
  key: string;
  /** Dotted fact path, e.g. device.type. */
  fact: string;
}

/** A copy of `data` with the value at a dotted path replaced (objects on the way are copied, not mutated). */
function withPath(data: Record<string, unknown>, segments: readonly string[], value: unknown): Record<string, unknown> {
  const [head, ...rest] = segments as [string, ...string[]];
  if (rest.length === 0) return { ...data, [head]: value };
  const child = data[head];
  const inner = child !== null && typeof child === 'object' ? (child as Record<string, unknown>) : {};
  return { ...data, [head]: withPath(inner, rest, value) };
}

/**
 * Applies the decision tables that decide base facts (docs/architecture.md
 * "Where a rule lives": code applies rules, flow files hold them): the device class from the user agent,
 * the channel id, who is an employee. They run in the given order, each one
 * seeing the facts the ones before it decided.
 *
 * Returns new facts; the input is not changed. A table that is missing, or a
 * result whose type differs from the fact's current value (a number where a
 * boolean belongs), leaves the fact as it was: the starting value is the
 * neutral one (a desktop, VZW-DOTCOM, not an employee).
 */
export function deriveFacts(facts: Facts, flows: FlowSet, derivations: readonly FactDerivation[]): Facts {
  let out = facts;
  for (const derivation of derivations) {
    const table = flows.decisions[derivation.table];
    if (!table) continue;
    const value = decide(table, { facts: out, texts: flows.texts }).result[derivation.key];
    if (typeof value !== typeof getPath(out, derivation.fact)) continue;
    out = withPath(out as unknown as Record<string, unknown>, derivation.fact.split('.'), value) as unknown as Facts;
  }
  return out;
}
