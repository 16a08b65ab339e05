import type { FlowSet } from '../../src/model/flowSet.ts';
import type { JsonSchemaObject } from './registryManifest.ts';
import { factNamesOf, namedFacts } from './vocabularyOf.ts';

/**
 * The facts' vocabulary as one check unit reads it (issue 20 item 4, docs/performance.md "flows:check after one edit
 * (session 37)"): a view that records what of the flows' part the unit looked at, so a text key renamed, added or
 * removed runs again only the units that looked that key up (or enumerated the names), not every unit that reads the
 * vocabulary. The rest of the vocabulary is the schemas' and the registries' (in the unit cache's version).
 *
 * - `vocabulary:tables` (tools/flowcheck/readGroups.ts vocabularyReads): the unit read the decisions' or redirects' facts.
 * - `vocabulary:names@<path as JSON>` (vocabularyNameRead): one node below lists, switches, settings or texts was looked
 *   up (`["texts","sales","shop"]`): whether it is there, and its own fields, not the names below it.
 * - `vocabulary:names`: the unit enumerated the names below one of those roots (a "did you mean", a walk of the whole
 *   vocabulary): it depends on every name, as before.
 */
export type VocabularyReads = Set<string>;

const tableRoots = new Set(['decisions', 'redirects']);
const namedRoots = new Set(['lists', 'switches', 'settings', 'texts']);
const allNames = 'vocabulary:names';
const namePrefix = `${allNames}@`;

/** The read of one node of the named part of the vocabulary, by its path from the root (`["texts","sales"]`). */
export function vocabularyNameRead(path: readonly string[]): string {
  return `${namePrefix}${JSON.stringify(path)}`;
}

/** The path of a vocabularyNameRead, or undefined for another read. */
export function nameReadPath(read: string): string[] | undefined {
  return read.startsWith(namePrefix) ? (JSON.parse(read.slice(namePrefix.length)) as string[]) : undefined;
}

/**
 * The fingerprint of a vocabularyNameRead from the flows' names alone (vocabularyOf.ts namedFacts, as the vocabulary
 * builds that part): `absent`, or the node's own fields with only whether it has names below it.
 */
export function nameReadFingerprints(flows: Pick<FlowSet, 'lists' | 'switches' | 'settings' | 'texts'>): (path: readonly string[]) => string {
  let named: JsonSchemaObject | null = null;
  return (path) => {
    named ??= { properties: namedFacts(factNamesOf(flows)) };
    let node: JsonSchemaObject = named;
    for (const segment of path) {
      const properties = node.properties;
      if (!properties || !Object.hasOwn(properties, segment)) return 'absent';
      node = properties[segment] as JsonSchemaObject;
    }
    return JSON.stringify({ ...node, properties: node.properties !== undefined });
  };
}

/**
 * A view of `vocabulary` recording into `reads`. Below a named root every node and `properties` object is a view: a
 * name looked up (`properties[name]`, `name in`, `Object.hasOwn`) is that node's read, an enumeration of names
 * (`Object.keys`, a spread, `JSON.stringify`) is every name's. A node's other fields (`type`, `items`...) are covered
 * by the read that handed the node out.
 */
export function trackedVocabulary(vocabulary: JsonSchemaObject, reads: VocabularyReads): JsonSchemaObject {
  // One view per object, so a node looked up twice is the same object both times (and costs one proxy).
  const views = new WeakMap<object, object>();
  const once = <T extends object>(target: T, make: () => T): T => {
    let view = views.get(target) as T | undefined;
    if (view === undefined) views.set(target, (view = make()));
    return view;
  };
  /** A view whose property reads are the object's, each handed out through `view` (a view of it, or as it is). */
  const viewing = <T extends object>(target: T, view: (key: string | symbol, value: unknown) => unknown): T =>
    once(target, () => new Proxy(target, { get: (object, key, receiver) => view(key, Reflect.get(object, key, receiver) as unknown) }));
  const isObject = (value: unknown): value is Record<string, JsonSchemaObject> => value !== null && typeof value === 'object';
  const node = (path: readonly string[], target: JsonSchemaObject): JsonSchemaObject =>
    viewing(target, (key, value) => (key === 'properties' && isObject(value) ? names(path, value) : value));
  const names = (path: readonly string[], target: Record<string, JsonSchemaObject>): object =>
    once(target, () => {
      const look = (key: string | symbol): void => {
        if (typeof key === 'string' && !reads.has(allNames)) reads.add(vocabularyNameRead([...path, key]));
      };
      return new Proxy(target, {
        get(object, key, receiver) {
          look(key);
          const value = Reflect.get(object, key, receiver) as unknown;
          // An inherited name ("constructor") is no node of the vocabulary: handed out as it is, as before.
          return typeof key === 'string' && Object.hasOwn(object, key) && isObject(value) ? node([...path, key], value) : value;
        },
        has(object, key) {
          look(key);
          return Reflect.has(object, key);
        },
        getOwnPropertyDescriptor(object, key) {
          look(key);
          return Reflect.getOwnPropertyDescriptor(object, key);
        },
        ownKeys(object) {
          reads.add(allNames);
          return Reflect.ownKeys(object);
        },
      });
    });
  const roots = (target: Record<string, JsonSchemaObject>): object =>
    viewing(target, (key, value) => {
      if (typeof key !== 'string' || !Object.hasOwn(target, key)) return value;
      if (tableRoots.has(key)) reads.add('vocabulary:tables');
      if (!namedRoots.has(key)) return value;
      if (!reads.has(allNames)) reads.add(vocabularyNameRead([key]));
      return node([key], value as JsonSchemaObject);
    });
  return viewing(vocabulary, (key, value) => (key === 'properties' && isObject(value) ? roots(value) : value));
}
