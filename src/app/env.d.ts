/** Build-time constants (vite.config.ts `define`). */
declare const __STOREFLOW_MOCKS__: boolean;

declare module 'virtual:storeflow/flows' {
  import type { FlowSet } from '../model/flowSet.ts';
  const flows: FlowSet;
  export default flows;
}
