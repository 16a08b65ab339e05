/**
 * Vitest's global setup (vite.config.ts `test.globalSetup`): the folder where this run keeps the checked flows
 * (tests/setup/checkedFlows.ts). A watch-mode rerun starts without them (flows/ or the checker may have changed);
 * the folder goes when Vitest ends.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { checkedFlowsFile } from './checkedFlowsFile.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    checkedFlowsDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = mkdtempSync(join(tmpdir(), 'checked-flows-'));
  project.provide('checkedFlowsDir', dir);
  project.onTestsRerun(() => rmSync(checkedFlowsFile(dir), { force: true }));
  return () => rmSync(dir, { recursive: true, force: true });
}
