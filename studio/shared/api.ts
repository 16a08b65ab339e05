/**
 * The studio's API (studio/server/api.ts answers, studio/client/api.ts asks):
 * every path under `/__studio/api/`, with its request and answer shapes.
 * Writes are POSTs with a JSON body and the `x-storeflow-studio` header
 * (studio/server/guard.ts refuses any other write).
 */
import type { ItemKind } from './itemKinds.ts';
import type { StudioProblem } from './problem.ts';

export const apiBase = '/__studio/api';
/** A header no cross-site form can send: writes without it are refused. */
export const studioHeader = 'x-storeflow-studio';

/** A flow name whose uses flows:impact can follow (tools/qa/impactOf.ts). */
export type UseKind = 'switch' | 'list' | 'text' | 'setting' | 'table' | 'fragment';

/** One entry of the navigator: a flow file, or a named thing inside one (a page, a list, a text key...). */
export interface NavItem {
  /** Unique in the tree: the file path, plus "#" and the pointer for a thing inside it. */
  key: string;
  kind: ItemKind;
  /** The id the analyst knows it by ("deviceType", "cardBankHosts", "card.heading"). */
  name: string;
  /** The file it is written in, relative to the root ("flows/lists/card.json"). */
  file: string;
  /** Where inside the file; "" for the whole file. */
  pointer: string;
  /** The name to ask /uses about, when flows:impact knows this kind. */
  uses?: { kind: UseKind; name: string };
  children?: NavItem[];
}

/** GET /items */
export interface ItemsAnswer {
  items: NavItem[];
}

/** GET /search?q=: the keys of items whose id, text or facts read match. */
export interface SearchAnswer {
  query: string;
  keys: string[];
}

/** GET /uses?kind=&name= */
export interface UsesAnswer {
  name: string;
  kind: UseKind;
  tables: string[];
  pages: string[];
  errorRows: string[];
  files: string[];
  /** The TypeScript files that read the name (tools/qa/codeReaders.ts): renaming or deleting it breaks them. */
  code: string[];
  /**
   * How the name reaches the pages (tools/qa/impactOf.ts `routes`): the tables it goes through, in order from it
   * (none: the pages read it themselves), where in the pages the last is read ("handlers of CONTINUE", "onEnter",
   * "content"), and the pages reached that way.
   */
  routes: { via: string[]; place: string; pages: string[] }[];
}

/** GET /file?path= */
export interface FileAnswer {
  path: string;
  kind: ItemKind | null;
  text: string;
  /** The parsed file; null when the text on disk does not parse (the JSON editor still opens it). */
  data: unknown;
  /** sha256 of the text on disk when read: a save names it, so a file changed since is never overwritten. */
  hash: string;
  problems: StudioProblem[];
}

/** POST /check: the checks of flows:check on the draft, nothing written. */
export interface CheckRequest {
  path: string;
  /** The draft as parsed JSON, or as text when the analyst's text does not parse yet. */
  draft?: unknown;
  text?: string;
  /** Other files changed with this one, checked with it (the Spanish words of a new text): their whole drafts. */
  companions?: { path: string; draft: unknown }[];
}

export interface CheckAnswer {
  path: string;
  /** Every problem the draft leaves in the flows (of any file), located by file and JSON pointer. */
  problems: StudioProblem[];
  /**
   * Set when flows:check skipped its later checks (a file failed to parse or its schema): the studio's words for it,
   * said once in the status line, never at a field (studio/server/workspace.ts skippedChecks).
   */
  skipped?: string;
  /** Milliseconds the check took on the server. */
  ms: number;
}

/** POST /save */
export interface SaveRequest extends CheckRequest {
  /** The hash the file had when opened (FileAnswer.hash). */
  baseHash: string;
  /**
   * Files saved with this one: checked together and written together, or none is (a new text and its
   * translation, which flows:check accepts only as a pair).
   */
  companions?: { path: string; draft: unknown; baseHash: string }[];
}

export type SaveAnswer =
  | {
      status: 'saved';
      path: string;
      text: string;
      hash: string;
      problems: StudioProblem[];
      /** The generated cases (e2e/generated/) are being brought up to date after the answer: GET /generated waits for it. */
      generating: true;
      ms: number;
    }
  | { status: 'invalid'; path: string; problems: StudioProblem[]; ms: number }
  | { status: 'conflict'; path: string; disk: { text: string; hash: string }; mine: string };

/** GET /status: the flows as they are on disk, checked as flows:check checks them (the studio's home page). */
export interface StatusAnswer {
  /** Flow files held (every .json under flows/). */
  files: number;
  /** Every problem flows:check finds in them, e.g. after a hand edit of a file. */
  problems: StudioProblem[];
  /** As CheckAnswer.skipped: said under the count, once. */
  skipped?: string;
}

/** GET /generated: answered once the generated cases are up to date with every save so far. */
export interface GeneratedAnswer {
  /** Files the last update wrote or removed, relative to the root. */
  files: string[];
  ms: number;
}

/** GET /context: what typed editors may read (composed flows, schemas, registry). */
export interface ContextAnswer {
  /** The composed flows as the runtime gets them (FlowSet: journeys, decisions, lists, texts...). */
  flows: Record<string, unknown>;
  /**
   * By language ("es"), the file that writes each translated key ("flows/texts/es/sales.json"); a language with no
   * file is absent (flows:check then checks none of its texts, and the studio asks none).
   */
  translationFiles: Record<string, Record<string, string>>;
  /** schemas/facts.schema.json */
  factsSchema: unknown;
  /** schemas/answers/*.json by file name. */
  answerSchemas: Record<string, unknown>;
  /** schemas/generated/registry.json: components, adapters, actions. */
  manifest: unknown;
  /** The JSON Schema of each file kind (schemas/<kind>.schema.json), by kind, and the shared defs by $id. */
  kindSchemas: Partial<Record<ItemKind, unknown>>;
  defs: Record<string, unknown>;
}

/** GET /changes: the analyst's uncommitted flow changes. */
export interface ChangesAnswer {
  branch: string;
  /** Files under flows/ (and e2e/generated/) that differ from the last commit. */
  files: string[];
  /** Those of `files` the last commit does not have: "Discard changes" deletes them (studio/server/discard.ts). */
  newFiles: string[];
  /** flows:diff lines (tools/qa/semanticDiff.ts) against HEAD. */
  lines: string[];
}

/** POST /commit */
export interface CommitRequest {
  branch: string;
  message: string;
}

export type CommitAnswer = { status: 'committed'; branch: string; commit: string; files: string[] } | { status: 'refused'; reason: string };

/** POST /discard: one changed flow file back to the last commit (studio/server/discard.ts). */
export interface DiscardRequest {
  /** A flow file, "flows/...json", as GET /changes lists it. */
  path: string;
}

/**
 * `restored`: the file holds what the last commit holds again; `deleted`: it was new since the last commit and is gone.
 * Refused (nothing written): the file has no change to discard.
 */
export type DiscardAnswer = { status: 'restored' | 'deleted'; path: string } | { status: 'refused'; reason: string };

/** Any refused or failed request. */
export interface ErrorAnswer {
  error: string;
}
