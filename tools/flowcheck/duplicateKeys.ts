import type { Node } from 'jsonc-parser';

export interface DuplicateKey {
  key: string;
  /** Offsets of the property names: where the key was first written, and again. */
  firstOffset: number;
  againOffset: number;
  /** Property path of the object holding both. */
  at: (string | number)[];
}

/**
 * Keys written twice in one object (issue 21 item 3). JSON.parse keeps the
 * last and drops the first without a word: two "sales.wishlist.heading" in
 * a texts file would lose one text silently. One pass over the syntax tree.
 */
export function duplicateKeys(root: Node | undefined): DuplicateKey[] {
  const found: DuplicateKey[] = [];
  const visit = (node: Node, at: (string | number)[]): void => {
    if (node.type === 'array') {
      (node.children ?? []).forEach((child, index) => visit(child, [...at, index]));
      return;
    }
    if (node.type !== 'object') return;
    const seen = new Map<string, number>();
    for (const property of node.children ?? []) {
      const [name, value] = property.children ?? [];
      if (!name || typeof name.value !== 'string') continue;
      const key = name.value;
      const first = seen.get(key);
      if (first === undefined) seen.set(key, name.offset);
      else found.push({ key, firstOffset: first, againOffset: name.offset, at });
      if (value) visit(value, [...at, key]);
    }
  };
  if (root) visit(root, []);
  return found;
}
