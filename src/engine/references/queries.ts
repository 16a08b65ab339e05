import type { DecisionTable } from '../../model/flowTypes.ts';
import type { Reference } from './reference.ts';
import { referencesIn } from './referencesIn.ts';

/** True when a reference reads this fact path or a path under it ("decisions.x" covers "decisions.x.view"). */
export function readsFact(references: readonly Reference[], path: string): boolean {
  return references.some((ref) => ref.use === 'reads' && ref.path !== undefined && (ref.path === path || ref.path.startsWith(`${path}.`)));
}

/** The adapters called, in document order, once per call effect. */
export function adaptersCalled(references: readonly Reference[]): string[] {
  return references.filter((ref) => ref.kind === 'adapter' && ref.use === 'calls').map((ref) => ref.name);
}

/** The adapters whose answer or call state is read (answers.<adapter>, calls.<adapter>), once each. */
export function adaptersRead(references: readonly Reference[]): string[] {
  return [...new Set(references.filter((ref) => ref.kind === 'adapter' && ref.use === 'reads').map((ref) => ref.name))];
}

/** The table ids read as decisions.<id> (not redirects.<id>), once each. */
export function decisionTablesRead(references: readonly Reference[]): string[] {
  return [...new Set(references.filter((ref) => ref.kind === 'table' && ref.use === 'reads' && ref.path?.startsWith('decisions.')).map((ref) => ref.name))];
}

const tableReferences = new WeakMap<DecisionTable, readonly Reference[]>();

/** What a decision table's rows and default read and use (walked once per table object). */
export function referencesOfDecisionTable(table: DecisionTable): readonly Reference[] {
  let found = tableReferences.get(table);
  if (!found) {
    found = referencesIn({ rows: table.rows, default: table.default });
    tableReferences.set(table, found);
  }
  return found;
}

/**
 * The decision tables these references read, then the tables those read, to a
 * fixed point, in the order found; names that are no table are skipped.
 */
export function decisionTablesReached(references: readonly Reference[], decisions: Readonly<Record<string, DecisionTable>>): string[] {
  const found: string[] = [];
  const queue = decisionTablesRead(references);
  while (queue.length > 0) {
    const id = queue.shift() ?? '';
    const table = decisions[id];
    if (!table || found.includes(id)) continue;
    found.push(id);
    queue.push(...decisionTablesRead(referencesOfDecisionTable(table)));
  }
  return found;
}

/** The follow-up events of the first call effect to this adapter: what it raises when it answers or fails. */
export function callFollowUps(references: readonly Reference[], adapter: string): { onDone?: string; onError?: string } {
  const call = references.find((ref) => ref.kind === 'adapter' && ref.use === 'calls' && ref.name === adapter);
  if (!call) return {};
  const effectAt = call.at.slice(0, -1).join('/');
  const followUp = (use: 'onDone' | 'onError'): string | undefined =>
    references.find((ref) => ref.kind === 'event' && ref.use === use && ref.at.slice(0, -1).join('/') === effectAt)?.name;
  const onDone = followUp('onDone');
  const onError = followUp('onError');
  return { ...(onDone !== undefined ? { onDone } : {}), ...(onError !== undefined ? { onError } : {}) };
}

/** The events the call effects among these references raise afterwards (onDone and onError), in order. */
export function callFollowUpEvents(references: readonly Reference[]): string[] {
  return references.filter((ref) => ref.kind === 'event' && (ref.use === 'onDone' || ref.use === 'onError')).map((ref) => ref.name);
}

/** True when an effect among these references leaves the page: goto, redirect, or an action that follows a redirect. */
export function leavesPage(references: readonly Reference[]): boolean {
  return references.some(
    (ref) => (ref.kind === 'effect' && (ref.name === 'goto' || ref.name === 'redirect')) || (ref.kind === 'action' && ref.name === 'followRedirectTable'),
  );
}

/** True when these references follow a redirect table (an action's `table` argument). */
export function followsTable(references: readonly Reference[], tableId: string): boolean {
  return references.some((ref) => ref.kind === 'table' && ref.use === 'follows' && ref.name === tableId);
}
