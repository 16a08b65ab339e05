import { blankFacts } from '../../src/engine/blankFacts.ts';
import type { Facts } from '../../src/model/facts.ts';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { recordNames } from './recordNames.ts';

/** A copy of a record whose values are read when used: the copy itself reads only the names. */
function lazyCopy<T>(record: Record<string, T>): Record<string, T> {
  const copy: Record<string, T> = {};
  for (const key of recordNames(record)) Object.defineProperty(copy, key, { get: () => record[key] as T, enumerable: true, configurable: true });
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

/** Where a text sits in the nested texts: a leaf (its dotted key) or a branch of more names. */
type TextPlan = Map<string, { key: string; get: (this: object) => unknown } | { branch: TextPlan }>;

/** The texts each built branch reads from (see textPlan: its getters are shared by every build). */
const textSource = new WeakMap<object, Record<string, string>>();
let lastPlan: { names: string; plan: TextPlan } | null = null;

/**
 * The shape nestDottedKeys (src/engine/path.ts) gives these keys, in its order: a key below a text replaces the
 * text, a text named like a branch replaces the branch, each where the first was. Each text's getter is made once
 * per shape, not once per build: a check run builds these facts for every page unit with examples (83 in the
 * repository's flows), and getters new each time gave every build's objects new hidden classes (V8 keeps an
 * accessor in the object's shape), about 10 ms of CPU and garbage per build (docs/performance.md, session 36).
 */
function textPlan(keys: readonly string[]): TextPlan {
  const names = keys.join('\n');
  if (lastPlan?.names === names) return lastPlan.plan;
  const plan: TextPlan = new Map();
  for (const key of keys) {
    const segments = key.split('.');
    let branch = plan;
    for (const segment of segments.slice(0, -1)) {
      const next = branch.get(segment);
      if (next && 'branch' in next) branch = next.branch;
      else branch.set(segment, { branch: (branch = new Map()) });
    }
    branch.set(segments[segments.length - 1] as string, {
      key,
      get(this: object) {
        const texts = textSource.get(this);
        // A getter taken off its object (or read through a proxy of it) does not know which texts it shows.
        if (!texts) throw new Error(`checkBlankFacts: the text ${key} was read away from the facts that hold it`);
        const value = texts[key];
        textReads?.set(key, value);
        return value;
      },
    });
  }
  lastPlan = { names, plan };
  return plan;
}

function buildTexts(plan: TextPlan, texts: Record<string, string>): Record<string, unknown> {
  const node: Record<string, unknown> = {};
  textSource.set(node, texts);
  for (const [name, entry] of plan) {
    if ('branch' in entry) Object.defineProperty(node, name, { value: buildTexts(entry.branch, texts), enumerable: true, configurable: true, writable: true });
    else Object.defineProperty(node, name, { get: entry.get, enumerable: true, configurable: true });
  }
  return node;
}

/** nestDottedKeys (src/engine/path.ts) of the texts, each text read when used. Texts are strings: a key below one replaces it, as there. */
function lazyNestedTexts(texts: Record<string, string>): Record<string, unknown> {
  return buildTexts(textPlan(recordNames(texts)), texts);
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
