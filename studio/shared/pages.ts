/**
 * The pages view's data (issue 19 item 6): a composed page as a tree whose
 * nodes say where they were written, and the pages there are. Computed by the
 * studio's server (studio/server/pages), shown by studio/client/pages.
 */

/** Where a node was written: the page itself, its layout, or a fragment. */
export interface NodeOrigin {
  kind: 'page' | 'layout' | 'fragment';
  /** The layout or fragment id; the page id for a page node. */
  id: string;
  /** Repository-relative file ("flows/fragments/backLink.json"). */
  file: string;
  /** JSON pointer of the node inside that file. */
  pointer: string;
}

/** A text a node shows, by prop: { "text": key } in its props. */
export interface NodeText {
  prop: string;
  key: string;
}

/** A prop given as cases: the value of the first case whose `when` holds, else `else` (schemas/defs/value.schema.json casesRef). */
export interface PropCases {
  prop: string;
  cases: { when: unknown; value: unknown }[];
  else: unknown;
}

export interface PageTreeNode {
  /**
   * The node's place in the composed body ("0", "p2", "a0.1"; src/engine/renderKeys.ts): the key the
   * runtime gives the node it renders (src/engine/renderPage.ts), so the
   * preview finds the node by it.
   */
  key: string;
  component: string;
  testId?: string;
  /** Shown only when its `when` holds. */
  conditional: boolean;
  /** The `when` itself (JSON Logic over facts) as its file has it: the tree says it in words. */
  when?: unknown;
  texts: NodeText[];
  /** Its props given as cases, as its file has them (absent: none). */
  cases?: PropCases[];
  origin: NodeOrigin | null;
  children: PageTreeNode[];
}

export interface PageSummary {
  journey: string;
  page: string;
  route: string;
  title: string;
  /** The file the page is written in. */
  file: string;
  /** Its layout, or "none". */
  layout: string;
}

/** GET /pages */
export interface PagesAnswer {
  pages: PageSummary[];
  layouts: string[];
  journeys: string[];
}

/** Where a handler was written: as a node's origin, or the journey file's own `on` (kind "journey", id the journey's). */
export type HandlerOrigin = Omit<NodeOrigin, 'kind'> & { kind: NodeOrigin['kind'] | 'journey' };

/** An example of a handler: facts under which it is the first of its event whose `when` holds (flows:check proves it). */
export interface HandlerExample {
  name: string;
  facts: Record<string, unknown>;
}

/**
 * One handler of one of the page's events, as the composed page has it (the page's handlers for an event replace the
 * journey's, which replace the layout's), with the file and place it was written in.
 */
export interface PageHandler {
  event: string;
  /** Its place among the event's handlers: the first whose `when` holds runs. */
  index: number;
  when?: unknown;
  examples: HandlerExample[];
  /** Its effects in short ("goto gridwall", "call addWishlist"). */
  effects: string[];
  note?: string;
  /** Where it was written: the page, its journey (for all its pages), its layout, or a fragment. */
  origin: HandlerOrigin | null;
  /** The effects as written there (before fragments are filled in): the draft's handler at the pointer must still have them. */
  writtenEffects?: unknown;
}

/** GET /page-tree?journey=&page= */
export interface PageTreeAnswer {
  page: PageSummary;
  nodes: PageTreeNode[];
  /** The page's event handlers, event by event in the order written (absent: none). */
  handlers?: PageHandler[];
}
