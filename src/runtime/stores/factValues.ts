import { isObservable } from 'mobx';

/** Fact paths split at their dots (src/engine/factsReadBy.ts), null when the reads are unknown. */
export type FactReads = readonly (readonly string[])[] | null;

/** A fact value as JSON Logic's `var` reads it (src/engine/path.ts getPath stops at primitives; this does not). */
function readAt(facts: unknown, path: readonly string[]): unknown {
  let at = facts;
  for (let i = 0; i < path.length && at !== null && at !== undefined; i++) at = (at as Record<string, unknown>)[path[i] as string];
  return at;
}

/** The values at the fact paths a piece of flow reads, to compare with next time (null: unknown reads). */
export function factValues(reads: FactReads, facts: unknown): unknown[] | null {
  return reads && reads.map((path) => readAt(facts, path));
}

/**
 * True when every fact a piece of flow reads is the value read last time
 * (`was`), so it would come out as it did; stops at the first that is not.
 * Facts are replaced, never changed in place; an observable value may be, so
 * it never counts as unchanged. Unknown reads (null) never do either.
 */
export function sameFacts(reads: FactReads, facts: unknown, was: unknown[] | null): boolean {
  if (reads === null || was === null) return false;
  for (let i = 0; i < reads.length; i++) {
    const value = readAt(facts, reads[i] as readonly string[]);
    if (!Object.is(value, was[i]) || (typeof value === 'object' && value !== null && isObservable(value))) return false;
  }
  return true;
}
