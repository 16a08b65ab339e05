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
      decisions?: FlowSet['decisions'];
      lists?: FlowSet['lists'];
      settings?: FlowSet['settings'];
    }>
  >;
  /** Production builds: per language, per journey, the texts only that journey reads (tools/vite/languageTexts.ts; empty in dev). */
  export const journeyTextLoaders: Partial<Record<'en' | 'es', Record<string, () => Promise<{ default: FlowSet['texts'] }>>>>;
  /** The start-up texts of each language but English (in dev: every text), fetched before the first render of a page in it. */
  export const languageLoaders: Partial<Record<'en' | 'es', () => Promise<{ default: FlowSet['texts'] }>>>;
}
