import { blankFacts } from '../../src/engine/blankFacts.ts';
import type { Facts } from '../../src/model/facts.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';

/** A copy of a record whose values are read when used: the copy itself reads only the names. */
function lazyCopy<T>(record: Record<string, T>): Record<string, T> {
  const copy: Record<string, T> = {};
  for (const key of Object.keys(record)) Object.defineProperty(copy, key, { get: () => record[key] as T, enumerable: true, configurable: true });
  return copy;
}

let textReads: Map<string, unknown> | null = null;

/**
 * Runs `run` noting each text it reads through facts built here (key -> value): a table's analysis is kept
 * (tools/tables/analysisCache.ts) with the texts it read, not under all of them.
 */
export function readingTexts<T>(into: Map<string, unknown>, run: () => T): T {
  const outer = textReads;
  textReads = into;
  try {
    return run();
  } finally {
    if (outer) for (const [key, value] of into) outer.set(key, value);
    textReads = outer;
  }
}

/**
 * The texts part of facts without reading a text: each key, and the value of any text that is not read through
 * a getter (facts not built here), so a key built from it holds what it would otherwise miss.
 */
export function textShape(texts: unknown): unknown {
  if (texts === null || typeof texts !== 'object') return texts;
  return Object.fromEntries(
    Object.entries(Object.getOwnPropertyDescriptors(texts)).map(([name, descriptor]) => [
      name,
      descriptor.get ? '(read when used)' : textShape(descriptor.value),
    ]),
  );
}

/** nestDottedKeys (src/engine/path.ts) of the texts, each text read when used. Texts are strings: a key below one replaces it, as there. */
function lazyNestedTexts(texts: Record<string, string>): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  const leaves = new WeakMap<object, Set<string>>();
  const isLeaf = (node: object, name: string): boolean => leaves.get(node)?.has(name) ?? false;
  for (const key of Object.keys(texts)) {
    const segments = key.split('.');
    let node = root;
    for (const segment of segments.slice(0, -1)) {
      const next = isLeaf(node, segment) ? undefined : node[segment];
      if (!(next && typeof next === 'object')) {
        leaves.get(node)?.delete(segment);
        Object.defineProperty(node, segment, { value: {}, enumerable: true, configurable: true, writable: true });
      }
      node = node[segment] as Record<string, unknown>;
    }
    const name = segments[segments.length - 1] as string;
    Object.defineProperty(node, name, {
      get: () => {
        const value = texts[key];
        textReads?.set(key, value);
        return value;
      },
      enumerable: true,
      configurable: true,
    });
    if (!leaves.has(node)) leaves.set(node, new Set());
    leaves.get(node)?.add(name);
  }
  return root;
}

/**
 * blankFacts for the checks: the same facts, but the lists, settings and texts
 * in them read each value only when an example or a table uses it. flows:check
 * keeps a unit's problems while nothing it read changed (tools/flowcheck/unitCache.ts);
 * built by copying every text, each journey's and table's checks would read all
 * of them, and editing one text would check everything again.
 * tests/flowcheck/checkFacts.test.ts proves it equal to blankFacts.
 */
export function checkBlankFacts(flows: FlowSet): Facts {
  const copied = new Set<PropertyKey>(['lists', 'settings', 'texts']);
  const rest = new Proxy(flows, { get: (target, key, receiver) => (copied.has(key) ? {} : (Reflect.get(target, key, receiver) as unknown)) });
  return { ...blankFacts(rest), lists: lazyCopy(flows.lists), settings: lazyCopy(flows.settings), texts: lazyNestedTexts(flows.texts) };
}
