import { conditionFacts } from '../../../src/logic/conditionFacts.ts';
import { getPath } from '../../../src/engine/path.ts';
import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import { schemaAt } from '../../../tools/tables/factDomains.ts';
import type { TableDocument } from './tableTypes.ts';
import { isRecord } from '../../../tools/isRecord.ts';

/** How a facts form asks for one fact, from its schema in the vocabulary. */
export type FactInput = { type: 'choice'; choices: unknown[] } | { type: 'boolean' } | { type: 'number' } | { type: 'text' } | { type: 'json' };

export function factInput(vocabulary: JsonSchemaObject, path: string): FactInput {
  const node = schemaAt(vocabulary, path);
  if (node && Array.isArray(node.enum)) return { type: 'choice', choices: node.enum };
  const type = Array.isArray(node?.type) ? undefined : node?.type;
  if (type === 'boolean') return { type: 'boolean' };
  if (type === 'number' || type === 'integer') return { type: 'number' };
  if (type === 'string') return { type: 'text' };
  return { type: 'json' };
}

/** Leaf paths an example's facts set: `{"user": {"signedIn": true}}` -> ["user.signedIn"]. */
export function leafPaths(facts: unknown, prefix = ''): string[] {
  if (!isRecord(facts) || (prefix && Object.keys(facts).length === 0)) return prefix ? [prefix] : [];
  return Object.entries(facts).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

/** The facts the table's conditions read (lists, settings and texts are fixed by the flows, so not asked for). */
export function factsReadBy(table: TableDocument, blank: object): string[] {
  const paths = new Set<string>();
  for (const row of table.rows) for (const path of conditionFacts(row.when, (at) => getPath(blank, at)).paths.keys()) paths.add(path);
  return [...paths].sort();
}

/** A copy of `facts` with `path` set to `value`, or removed (and emptied parents pruned) when value is undefined. */
export function withFact(facts: Record<string, unknown>, path: string, value: unknown): Record<string, unknown> {
  const [head, ...rest] = path.split('.') as [string, ...string[]];
  const out = { ...facts };
  if (rest.length === 0) {
    if (value === undefined) delete out[head];
    else out[head] = value;
    return out;
  }
  const child = out[head];
  const inner = withFact(isRecord(child) ? child : {}, rest.join('.'), value);
  if (Object.keys(inner).length === 0) delete out[head];
  else out[head] = inner;
  return out;
}

/** The facts a form offers: those the conditions read, plus every fact the given facts already set. */
export function factPathsUnion(table: TableDocument, blank: object, factSets: readonly unknown[]): string[] {
  return [...new Set([...factsReadBy(table, blank), ...factSets.flatMap((facts) => leafPaths(facts))])].sort();
}
