import { findNodeAtLocation, parseTree, type Node } from 'jsonc-parser';

function segmentsOf(pointer: string): (string | number)[] {
  if (pointer === '' || pointer === '/') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));
}

/**
 * Where a JSON pointer's value is in a text (the nearest existing parent when
 * the value is missing), to mark a problem in the JSON editor. The property
 * name is included, as flows:check points at it.
 */
export function pointerRange(text: string, pointer: string): { from: number; to: number } {
  const tree: Node | undefined = parseTree(text, [], { allowTrailingComma: true });
  if (!tree) return { from: 0, to: Math.min(text.length, 1) };
  const segments = segmentsOf(pointer);
  for (let length = segments.length; length >= 0; length -= 1) {
    const node = findNodeAtLocation(tree, segments.slice(0, length));
    if (!node) continue;
    const target = node.parent?.type === 'property' ? node.parent : node;
    // A long block is marked on its first line only, so the mark stays readable.
    const end = target.offset + target.length;
    const firstLineEnd = text.indexOf('\n', target.offset);
    return { from: target.offset, to: firstLineEnd === -1 ? end : Math.min(end, firstLineEnd) };
  }
  return { from: 0, to: Math.min(text.length, 1) };
}
