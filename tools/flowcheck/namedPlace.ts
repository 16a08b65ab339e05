import { isRecord } from '../isRecord.ts';

/** Singular words for the arrays whose items carry an id. */
const itemWords: Record<string, string> = { rows: 'row', examples: 'example', body: 'node', nodes: 'node', effects: 'effect' };

/**
 * The innermost item on the way to a pointer that has a name of its own
 * (`id`, or an example's `name`), in words: `row "chatRepresentative"`.
 * Issue 21 item 4: "/rows/3 missing required property" makes the analyst count
 * rows; the row's id is what they search for. Null when nothing on the way is named.
 */
export function namedPlace(data: unknown, segments: readonly string[]): string | null {
  let node = data;
  let named: string | null = null;
  let parentKey = '';
  for (const segment of segments) {
    if (node === null || typeof node !== 'object') break;
    node = (node as Record<string, unknown>)[segment];
    if (/^\d+$/.test(segment) && isRecord(node)) {
      const name = typeof node.id === 'string' ? node.id : typeof node.name === 'string' ? node.name : null;
      if (name) named = `${itemWords[parentKey] ?? `${parentKey} item`} "${name}"`;
    }
    parentKey = segment;
  }
  return named;
}
