/**
 * Splits a heap snapshot (after a forced GC) into compiled code (V8's
 * bytecode, machine code and feedback: grows as functions warm up and get
 * optimised, then settles), JS objects (objects, closures, arrays, strings:
 * where an app leak of listeners, observers or reactions would show) and
 * Blink's native objects (DOM, styles, the browser's own buffers). The
 * heap-growth goal is checked on the used JS heap; the split says what the
 * growth is.
 */
import type { CDPSession } from '@playwright/test';

export interface HeapSplit {
  totalBytes: number;
  codeBytes: number;
  jsObjectBytes: number;
  /** Blink objects (type "native"): not in the used JS heap figure, but in the snapshot. */
  nativeBytes: number;
  /** Self sizes summed by "type: name" (V8's node type and constructor or code kind), to see what grew. */
  byKind: Record<string, number>;
}

/** The kinds that grew most from `before` to `after`, largest first. */
export function topGrowth(before: HeapSplit, after: HeapSplit, count: number): { kind: string; bytes: number }[] {
  return Object.entries(after.byKind)
    .map(([kind, bytes]) => ({ kind, bytes: bytes - (before.byKind[kind] ?? 0) }))
    .filter((k) => k.bytes > 0)
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, count);
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** The snapshot's nodes summed by type; "code" nodes are V8's compiled code and its metadata. */
export function splitSnapshot(snap: Snapshot): HeapSplit {
  const fields = snap.snapshot.meta.node_fields;
  const types = snap.snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const nameAt = fields.indexOf('name');
  const sizeAt = fields.indexOf('self_size');
  if (typeAt < 0 || sizeAt < 0) throw new Error('[bench] heap snapshot without type or self_size fields');
  let codeBytes = 0;
  let nativeBytes = 0;
  let totalBytes = 0;
  const byKind: Record<string, number> = {};
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const size = snap.nodes[i + sizeAt] ?? 0;
    const type = types[snap.nodes[i + typeAt] ?? -1] ?? '?';
    // Strings and numbers are named by their value: group them by type alone.
    const name =
      type === 'string' || type === 'number' || type === 'concatenated string' || type === 'sliced string'
        ? ''
        : (snap.strings[snap.nodes[i + nameAt] ?? -1] ?? '');
    const kind = `${type}: ${name.slice(0, 60)}`;
    byKind[kind] = (byKind[kind] ?? 0) + size;
    totalBytes += size;
    if (type === 'code') codeBytes += size;
    if (type === 'native') nativeBytes += size;
  }
  return { totalBytes, codeBytes, jsObjectBytes: totalBytes - codeBytes - nativeBytes, nativeBytes, byKind };
}

export async function takeHeapSplit(cdp: CDPSession): Promise<HeapSplit> {
  await cdp.send('HeapProfiler.collectGarbage');
  const chunks: string[] = [];
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk);
  }
  return splitSnapshot(JSON.parse(chunks.join('')) as Snapshot);
}
