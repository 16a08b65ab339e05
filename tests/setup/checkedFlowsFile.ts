import { join } from 'node:path';

/** The file in the run's folder that holds the checked flows (v8-serialized). */
export const checkedFlowsFile = (dir: string): string => join(dir, 'flows.v8');
