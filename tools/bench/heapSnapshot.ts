/**
 * Splits the used JS heap (after a forced GC) into compiled code (V8's
 * bytecode, machine code and feedback: grows as functions warm up and get
 * optimised, then settles) and everything else (objects, strings, arrays,
 * DOM wrappers: where a leak would show). The heap-growth goal is checked on
 * the total; the split says what the growth is.
 */
import type { CDPSession } from '@playwright/test';

export interface HeapSplit {
  totalBytes: number;
  codeBytes: number;
  otherBytes: number;
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
  const sizeAt = fields.indexOf('self_size');
  if (typeAt < 0 || sizeAt < 0) throw new Error('[bench] heap snapshot without type or self_size fields');
  let codeBytes = 0;
  let totalBytes = 0;
  for (let i = 0; i < snap.nodes.length; i += fields.length) {
    const size = snap.nodes[i + sizeAt] ?? 0;
    totalBytes += size;
    if (types[snap.nodes[i + typeAt] ?? -1] === 'code') codeBytes += size;
  }
  return { totalBytes, codeBytes, otherBytes: totalBytes - codeBytes };
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
