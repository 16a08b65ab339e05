import type { ContentFile, DecisionTable, ErrorTable, Journey, RedirectTable } from './flowTypes.ts';

export interface SwitchDefinition {
  description: string;
  default: boolean;
}

/**
 * Every flow file, merged by kind: what the build validates and the runtime interprets.
 * Produced by tools/flowcheck at build time; frozen, never made deep-observable.
 */
export interface FlowSet {
  journeys: Record<string, Journey>;
  decisions: Record<string, DecisionTable>;
  errorTables: Record<string, ErrorTable>;
  redirectTables: Record<string, RedirectTable>;
  lists: Record<string, readonly (string | number)[]>;
  switches: Record<string, SwitchDefinition>;
  /** The source (English) texts: key -> text with {placeholders}. */
  texts: Record<string, string>;
  /**
   * The same keys in each other language (flows/texts/<language>/), for
   * flows:check and the build. The browser never receives this: it gets the
   * shopper's language as `texts` (tools/vite/languageTexts.ts).
   */
  translations?: Record<string, Record<string, string>>;
  settings: Record<string, unknown>;
  content: Record<string, ContentFile['content']>;
  /**
   * In production builds journeys load on demand (one chunk each): this index
   * (journey id -> page id -> route) says which journey holds a route or page
   * before its chunk has arrived. Absent when every journey is in `journeys`.
   */
  lazyJourneys?: Record<string, Record<string, string>>;
}

export function emptyFlowSet(): FlowSet {
  return { journeys: {}, decisions: {}, errorTables: {}, redirectTables: {}, lists: {}, switches: {}, texts: {}, settings: {}, content: {} };
}
