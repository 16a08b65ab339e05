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

/** GET /page-tree?journey=&page= */
export interface PageTreeAnswer {
  page: PageSummary;
  nodes: PageTreeNode[];
}
