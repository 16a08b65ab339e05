import { describe, expect, it } from 'vitest';
import type { NavItem } from '../../studio/shared/api.ts';
import { visibleRows, withAncestors } from '../../studio/client/shell/treeModel.ts';

const key = (file: string, name: string): NavItem => ({ key: `${file}#/texts/${name}`, name, kind: 'texts', file, pointer: `/texts/${name}` });
const textsFile = (file: string, name: string, keys: string[]): NavItem => ({
  key: file,
  name,
  kind: 'texts',
  file,
  pointer: '',
  children: keys.map((text) => key(file, text)),
});

// The server sorts by name: es/plumbing comes before plumbing.
const items: NavItem[] = [
  textsFile('flows/texts/common.json', 'common', ['common.back']),
  textsFile('flows/texts/es/plumbing.json', 'es/plumbing', ['plumbing.outOfStock']),
  textsFile('flows/texts/plumbing.json', 'plumbing', ['plumbing.outOfStock']),
];

describe("the navigator's texts files", () => {
  it('lists the English file before its Spanish twin, in a search as in the tree', () => {
    const found = withAncestors(
      items,
      new Set(['flows/texts/es/plumbing.json#/texts/plumbing.outOfStock', 'flows/texts/plumbing.json#/texts/plumbing.outOfStock']),
    );
    expect(visibleRows(items, new Set(), found).map((row) => row.label)).toEqual([
      'Texts (3)',
      'plumbing',
      'plumbing.outOfStock',
      'es/plumbing',
      'plumbing.outOfStock',
    ]);
    expect(visibleRows(items, new Set(['group:texts']), null).map((row) => row.label)).toEqual(['Texts (3)', 'common', 'plumbing', 'es/plumbing']);
  });
});
