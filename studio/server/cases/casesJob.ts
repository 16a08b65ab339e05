import type { FlowSet } from '../../../src/model/flowSet.ts';
import type { RegistryManifest } from '../../../tools/flowcheck/registryManifest.ts';

/** What the cases process is asked: the flows the studio checked and where the cases go. */
export interface CasesJob {
  id: number;
  flows: FlowSet;
  manifest: RegistryManifest;
  flowsDir: string;
  outDir: string;
}

/** Its answer: the case files written or removed (names under outDir), or why it failed. */
export type CasesReply = { id: number; files: string[] } | { id: number; error: string };
