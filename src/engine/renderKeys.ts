import type { Page } from '../model/flowTypes.ts';

/** Where a page's own nodes sit in its composed body (set by the composer: schemas/expanded-journey.schema.json). */
export type PageNodes = NonNullable<Page['pageNodes']>;

/**
 * The render key of a node at the top of a composed body (a child's is its
 * parent's key, a dot, and its place: "3.0"). Keys are what React and the
 * runtime's NodeComposer match from one page to the next (docs/architecture.md
 * principle 4), so a layout's node keeps its key on every page of the layout:
 * the nodes before the page keep their place ("0", "1"), the page's own are
 * "p0", "p1", and the layout's nodes after the page count from it ("a0",
 * "a1"), so the footer is not rebuilt because the page above it has another
 * number of nodes (issue 20 item 3). Without `pageNodes` (a page without a
 * layout, a body built by hand) every node is keyed by its place.
 */
export function bodyKey(index: number, pageNodes: PageNodes | undefined): string {
  if (!pageNodes || index < pageNodes.from) return String(index);
  const after = index - pageNodes.from - pageNodes.count;
  return after < 0 ? `p${index - pageNodes.from}` : `a${after}`;
}
