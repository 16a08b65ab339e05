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

/** How the text names nest: a branch's names, each a branch or the text key read there. */
interface TextBranch {
  names: Map<string, TextBranch | string>;
}

/**
 * nestDottedKeys (src/engine/path.ts) of the names alone: texts are strings, so a key below one replaces it, and a
 * key above a branch replaces the branch, in the order written, as there.
 */
function textTree(keys: readonly string[]): TextBranch {
  const root: TextBranch = { names: new Map() };
  for (const key of keys) {
    const segments = key.split('.');
    let branch = root;
    for (const segment of segments.slice(0, -1)) {
      let next = branch.names.get(segment);
      if (typeof next !== 'object') branch.names.set(segment, (next = { names: new Map() }));
      branch = next;
    }
    branch.names.set(segments[segments.length - 1] as string, key);
  }
  return root;
}

/**
 * The tree of the last names seen. flows:check builds these facts for every check unit that runs an example or a
 * table, each unit with its own recording view of the texts (tools/flowcheck/trackedFlows.ts); the names are the
 * same in all of them, and nesting them again for each unit was most of a run after a text edit (issue 20 item 4,
 * docs/performance.md "flows:check after a text edit").
 */
let lastTree: { names: string; tree: TextBranch } | undefined;

function treeOf(keys: readonly string[]): TextBranch {
  const names = keys.join('\n');
  if (lastTree?.names !== names) lastTree = { names, tree: textTree(keys) };
  return lastTree.tree;
}

/**
 * nestDottedKeys (src/engine/path.ts) of the texts, each text read from `texts` when used (and noted for
 * readingTexts). The nesting is shared (treeOf); each branch is a view made on first use.
 */
function lazyNestedTexts(texts: Record<string, string>): Record<string, unknown> {
  const views = new Map<TextBranch, Record<string, unknown>>();
  const read = (key: string): string => {
    const value = texts[key] as string;
    textReads?.set(key, value);
    return value;
  };
  const viewOf = (branch: TextBranch): Record<string, unknown> => {
    let view = views.get(branch);
    if (view !== undefined) return view;
    view = new Proxy({} as Record<string, unknown>, {
      get: (_target, name) => {
        const entry = typeof name === 'string' ? branch.names.get(name) : undefined;
        if (entry === undefined) return undefined;
        return typeof entry === 'string' ? read(entry) : viewOf(entry);
      },
      has: (_target, name) => typeof name === 'string' && branch.names.has(name),
      ownKeys: () => [...branch.names.keys()],
      getOwnPropertyDescriptor: (_target, name) => {
        const entry = typeof name === 'string' ? branch.names.get(name) : undefined;
        if (entry === undefined) return undefined;
        // A text is a getter, as textShape expects: describing the texts must not read them.
        return typeof entry === 'string'
          ? { get: () => read(entry), set: undefined, enumerable: true, configurable: true }
          : { value: viewOf(entry), writable: false, enumerable: true, configurable: true };
      },
    });
    views.set(branch, view);
    return view;
  };
  // Reflect.ownKeys, not Object.keys: the names alone, without asking each one for its descriptor (a recorded read each).
  return viewOf(treeOf(Reflect.ownKeys(texts).filter((key): key is string => typeof key === 'string')));
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
