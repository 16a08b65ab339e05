import { segmentsOf, type NearMiss } from '../../tools/flowcheck/problem.ts';
import { isRecord } from '../../tools/isRecord.ts';

type Json = unknown;

/** The object's keys in their order, `from` renamed `to` (the file keeps its order, as the analyst wrote it). */
function renamedKey(object: Record<string, Json>, from: string, to: string): Record<string, Json> {
  return Object.fromEntries(Object.entries(object).map(([key, value]) => [key === from ? to : key, value]));
}

/** Every string in `value` that is exactly `from`, written `to` (keys left alone); the same value when none is. */
function replacedStrings(value: Json, from: string, to: string): Json {
  if (value === from) return to;
  if (Array.isArray(value)) return value.map((item) => replacedStrings(item, from, to));
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, replacedStrings(item, from, to)]));
  return value;
}

/** `root` with the value at `segments` given by `change` (a copy along the path, the rest shared). */
function changedAt(root: Json, segments: readonly string[], change: (value: Json) => Json): Json {
  if (segments.length === 0) return change(root);
  const [head, ...rest] = segments as [string, ...string[]];
  if (Array.isArray(root)) return root.map((item, index) => (String(index) === head ? changedAt(item, rest, change) : item));
  if (isRecord(root) && head in root) return { ...root, [head]: changedAt(root[head], rest, change) };
  return root;
}

/**
 * The draft with the name flows:check found misspelt at a problem's place written as the name it meant
 * (tools/flowcheck/problem.ts NearMiss), or null when the place holds no such name (the draft changed since the check):
 * - the place names the misspelt key itself (a prop, an action's argument): the key is renamed in its object;
 * - the place is an object with the misspelt key (an unknown property, a JSON Logic operator): renamed there;
 * - otherwise every string under the place that is exactly the name (a fact in a rule, a text key, a component).
 */
export function withNameMeant(draft: Json, pointer: string, { written, meant }: NearMiss): Json | null {
  const segments = segmentsOf(pointer);
  const parentPath = segments.slice(0, -1);
  const last = segments[segments.length - 1];
  const parent = parentPath.reduce<Json>(
    (node, segment) => (isRecord(node) || Array.isArray(node) ? (node as Record<string, Json>)[segment] : undefined),
    draft,
  );
  let next: Json;
  if (last === written && isRecord(parent) && Object.hasOwn(parent, written) && !Object.hasOwn(parent, meant)) {
    next = changedAt(draft, parentPath, (object) => renamedKey(object as Record<string, Json>, written, meant));
  } else {
    next = changedAt(draft, segments, (value) =>
      isRecord(value) && Object.hasOwn(value, written) && !Object.hasOwn(value, meant)
        ? renamedKey(value, written, meant)
        : replacedStrings(value, written, meant),
    );
  }
  return JSON.stringify(next) === JSON.stringify(draft) ? null : next;
}
