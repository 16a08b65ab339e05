import { blankFacts } from '../../../src/engine/blankFacts.ts';
import { nestDottedKeys } from '../../../src/engine/path.ts';
import type { Facts } from '../../../src/model/facts.ts';
import type { FlowSet } from '../../../src/model/flowSet.ts';

/** The texts nested, and the entries they were nested from: a texts object changed in place since is nested again. */
const nested = new WeakMap<Record<string, string>, { from: [string, string][]; texts: Record<string, unknown> }>();

function unchanged(texts: Record<string, string>, from: readonly [string, string][]): boolean {
  return Object.keys(texts).length === from.length && from.every(([key, text]) => texts[key] === text);
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child);
    Object.freeze(value);
  }
  return value;
}

/**
 * blankFacts (src/engine/blankFacts.ts) for the generated cases, with the texts nested once per flow set. blankFacts
 * nests every text key (nestDottedKeys) at each call, and the cases asked for it at every page set-up and service
 * call: about two thirds of `generateCases`' time, which a studio save, `flows:tests` and the studio's e2e tests
 * wait for. The nested texts are shared by every case, so they are frozen: a case that wrote into them would throw
 * instead of changing the next case's texts; texts changed in place (a test's fixture) are nested again, since
 * comparing them costs far less than nesting them. The rest is blankFacts' own fresh objects.
 */
export function caseBlankFacts(flows: FlowSet): Facts {
  let held = nested.get(flows.texts);
  if (!held || !unchanged(flows.texts, held.from)) {
    held = { from: Object.entries(flows.texts), texts: deepFreeze(nestDottedKeys(flows.texts)) };
    nested.set(flows.texts, held);
  }
  return { ...blankFacts({ ...flows, texts: {} }), texts: held.texts };
}
