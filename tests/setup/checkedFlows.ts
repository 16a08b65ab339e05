/**
 * The repository's flows/ as `checkFlows([repoPath('flows')])` returns them, checked once per Vitest run instead of
 * once per test file (about 2 s of CPU each: importing the checker and checking 185 files, for some 55 files).
 * The first file to ask checks them and keeps them in the run's folder (tests/setup/checkedFlowsStore.ts); every
 * file gets its own copy (v8 serialization keeps what checkFlows returns: plain objects and arrays, shared parts
 * shared), so a test may change its flows without another file seeing it. Outside a Vitest run with the global
 * setup (a bench), the flows are checked here.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { deserialize, serialize } from 'node:v8';
import { inject } from 'vitest';
import type { FlowSet } from '../../src/model/flowSet.ts';
import { repoPath } from '../../tools/repoPath.ts';
import { checkedFlowsFile } from './checkedFlowsFile.ts';

async function check(): Promise<FlowSet> {
  // Imported only when the run has no copy yet: the checker and its schemas are most of the cost.
  const { checkFlows } = await import('../../tools/flowcheck/checkFlows.ts');
  return (await checkFlows([repoPath('flows')])).flows;
}

export async function checkedFlows(): Promise<FlowSet> {
  const dir = inject('checkedFlowsDir');
  if (!dir) return check();
  const file = checkedFlowsFile(dir);
  let kept: Buffer | null = null;
  try {
    kept = readFileSync(file);
  } catch {
    // Not checked yet in this run: check them and keep them (written whole, then renamed, for the other worker).
    kept = serialize(await check());
    const partial = `${file}.${process.pid}.${randomUUID()}`;
    writeFileSync(partial, kept);
    renameSync(partial, file);
  }
  return deserialize(kept) as FlowSet;
}
