import { scopedOperators } from '../logic/knownOperators.ts';
import type { DecisionTable, RedirectTable, ViewNode } from '../model/flowTypes.ts';

const known = new WeakMap<object, readonly (readonly string[])[] | null>();

/**
 * What the given parts of a piece of flow read, each path split at its dots
 * (read at every composition), remembered per piece (flows are not changed
 * after loading).
 */
function remembered(owner: object, parts: () => unknown[]): readonly (readonly string[])[] | null {
  let reads = known.get(owner);
  if (reads === undefined) {
    const paths = new Set<string>();
    reads = collect(parts(), false, paths) ? [...paths].map((path) => (path === '' ? [] : path.split('.'))) : null;
    known.set(owner, reads);
  }
  return reads;
}

/**
 * The fact paths (split at their dots) a view node's own part (its `when` and props, not its
 * children) reads: every `var` outside a per-item scope (map, filter, some...)
 * and every `{"fact": path}`, at any depth. Null when the flow does not say
 * which facts it reads (a `var` whose name is computed, `missing`,
 * `missing_some`): such a node is composed afresh every time. Texts are not
 * facts here: the caller compares the texts themselves.
 */
export function factsReadBy(node: ViewNode): readonly (readonly string[])[] | null {
  return remembered(node, () => [node.when, node.props]);
}

/** The fact paths a decision or redirect table's rows and results or targets read (not its examples), as factsReadBy says them. */
export function factsReadByTable(table: DecisionTable | RedirectTable): readonly (readonly string[])[] | null {
  // Every row's `to` and `result`, whatever its kind: a row that carried both (a draft the schema has not checked yet)
  // must not hide the reads of either from the keep (FactsStore.keep).
  return remembered(table, () => [
    table.rows.map((row) => [row.when, (row as { to?: unknown }).to, (row as { result?: unknown }).result]),
    'default' in table && table.default.result,
  ]);
}

/** Adds what `value` reads to `paths`; false when it reads facts it does not name. */
function collect(value: unknown, scoped: boolean, paths: Set<string>): boolean {
  if (value === null || typeof value !== 'object') return true;
  if (Array.isArray(value)) return value.every((item) => collect(item, scoped, paths));
  const record = value as Record<string, unknown>;
  const keys = Object.keys(record);
  const only = keys.length === 1 ? keys[0] : undefined;
  if (only === 'missing' || only === 'missing_some') return scoped;
  if (only === 'var') {
    const args = record.var;
    const [name = '', fallback] = Array.isArray(args) ? args : [args];
    if (!collect(fallback, scoped, paths)) return false;
    if (scoped) return true;
    // A name made by a rule ({"var": {"cat": ...}}) is known only when evaluated.
    if (name !== null && typeof name === 'object') return false;
    paths.add(name === null ? '' : String(name));
    return true;
  }
  if (typeof record.fact === 'string') paths.add(record.fact);
  // The per-item argument (the second) reads the item; reduce's initial value (the third) reads the facts.
  if (only !== undefined && scopedOperators.has(only) && Array.isArray(record[only])) {
    return (record[only] as unknown[]).every((arg, index) => collect(arg, scoped || index === 1, paths));
  }
  return keys.every((key) => collect(record[key], scoped, paths));
}
