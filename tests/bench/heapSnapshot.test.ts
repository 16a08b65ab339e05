import { describe, expect, it } from 'vitest';
import { splitSnapshot } from '../../tools/bench/heapSnapshot.ts';

describe('heap snapshot split', () => {
  it('sums compiled code apart from everything else', () => {
    const snap = {
      snapshot: {
        meta: {
          node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
          node_types: [['hidden', 'object', 'code', 'string'] as string[]] as [string[]],
        },
      },
      // type index, name, id, self_size, edge_count
      nodes: [1, 0, 1, 100, 0, 2, 0, 2, 40, 0, 3, 0, 3, 10, 0, 2, 0, 4, 5, 0],
      strings: ['x'],
    };
    expect(splitSnapshot(snap)).toEqual({ totalBytes: 155, codeBytes: 45, otherBytes: 110 });
  });

  it('refuses a snapshot format it cannot read', () => {
    expect(() => splitSnapshot({ snapshot: { meta: { node_fields: ['name'], node_types: [[]] } }, nodes: [], strings: [] })).toThrow(/type or self_size/);
  });
});
