import { describe, expect, it } from 'vitest';
import { splitSnapshot, topGrowth } from '../../tools/bench/heapSnapshot.ts';

describe('heap snapshot split', () => {
  it('sums compiled code, JS objects and native objects apart', () => {
    const snap = {
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
          node_types: [['hidden', 'object', 'code', 'string', 'native'] as string[]] as [string[]],
        },
      },
      // type index, name, id, self_size, edge_count
      nodes: [1, 0, 1, 100, 0, 2, 0, 2, 40, 0, 3, 0, 3, 10, 0, 2, 0, 4, 5, 0, 4, 1, 5, 7, 0],
      strings: ['x', 'HTMLDivElement'],
    };
    expect(splitSnapshot(snap)).toMatchObject({ totalBytes: 162, codeBytes: 45, jsObjectBytes: 110, nativeBytes: 7 });
    expect(splitSnapshot(snap).byKind).toEqual({ 'object: x': 100, 'code: x': 45, 'string: ': 10, 'native: HTMLDivElement': 7 });
  });

  it('lists what grew, largest first', () => {
    const before = { totalBytes: 0, codeBytes: 0, jsObjectBytes: 0, nativeBytes: 0, byKind: { 'object: Cart': 100, 'code: x': 50 } };
    const after = { totalBytes: 0, codeBytes: 0, jsObjectBytes: 0, nativeBytes: 0, byKind: { 'object: Cart': 90, 'code: x': 80, 'object: Line': 500 } };
    expect(topGrowth(before, after, 5)).toEqual([
      { kind: 'object: Line', bytes: 500 },
      { kind: 'code: x', bytes: 30 },
    ]);
  });

  it('refuses a snapshot format it cannot read', () => {
    expect(() => splitSnapshot({ snapshot: { meta: { node_fields: ['name'], node_types: [[]] } }, nodes: [], strings: [] })).toThrow(/type or self_size/);
  });
});
