/**
 * Reading and replacing one value of a draft by JSON pointer (RFC 6901), so
 * the pages view edits a node's `when` in the open file's draft: the shell
 * then records it for undo, checks it and saves it like any other edit
 * (studio/README.md "Editor slot").
 */

import { segmentsOf } from '../../../tools/flowcheck/problem.ts';

function child(container: unknown, segment: string): unknown {
  if (Array.isArray(container)) return container[Number(segment)];
  return container !== null && typeof container === 'object' ? (container as Record<string, unknown>)[segment] : undefined;
}

/** The value at `pointer`, or undefined when the draft has nothing there. */
export function valueAt(draft: unknown, pointer: string): unknown {
  return segmentsOf(pointer).reduce(child, draft);
}

/** A copy of `draft` with `value` at `pointer` (each container on the way copied, never mutated); the draft itself when the way is missing. */
export function withValueAt(draft: unknown, pointer: string, value: unknown): unknown {
  const replace = (container: unknown, [head, ...rest]: string[]): unknown => {
    if (head === undefined) return value;
    const next = replace(child(container, head), rest);
    if (Array.isArray(container)) return container.map((item, index) => (index === Number(head) ? next : item));
    return { ...(container as Record<string, unknown>), [head]: next };
  };
  const segments = segmentsOf(pointer);
  const parent = segments.slice(0, -1).reduce(child, draft);
  if (parent === null || typeof parent !== 'object') return draft;
  return replace(draft, segments);
}
