/** Build-time constants (vite.config.ts `define`). */
declare const __STOREFLOW_MOCKS__: boolean;

declare module 'virtual:storeflow/flows' {
  import type { FlowSet } from '../model/flowSet.ts';
  import type { Journey } from '../model/flowTypes.ts';
  const flows: FlowSet;
  export default flows;
  /** Production builds: one loader per journey not in `flows.journeys` (empty in dev); the chunk carries what only that journey reads. */
  export const journeyLoaders: Record<
    string,
    () => Promise<{
      default: Journey;
      texts?: FlowSet['texts'];
      decisions?: FlowSet['decisions'];
      lists?: FlowSet['lists'];
      settings?: FlowSet['settings'];
    }>
  >;
}
