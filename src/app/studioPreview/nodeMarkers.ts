/**
 * Finds the DOM of a rendered flow node in the preview frame. NodeView puts an
 * inert <template data-sf-node="key"> before each node and
 * <template data-sf-node-end="key"> after it (only in the dev server's preview
 * frame, src/view/studioMarkers.ts): what lies between is the node, whatever
 * its component renders, without a wrapper that would change the page's layout.
 */
function endOf(start: Element): Element | null {
  const key = start.getAttribute('data-sf-node') ?? '';
  let sibling = start.nextElementSibling;
  while (sibling && sibling.getAttribute('data-sf-node-end') !== key) sibling = sibling.nextElementSibling;
  return sibling;
}

/** The range a node's DOM spans; null when the node is not on screen (hidden by its `when`, or another page). */
export function rangeOfNode(doc: Document, key: string): Range | null {
  const start = doc.querySelector(`template[data-sf-node="${CSS.escape(key)}"]`);
  const end = start ? endOf(start) : null;
  if (!start || !end) return null;
  const range = doc.createRange();
  range.setStartAfter(start);
  range.setEndBefore(end);
  return range;
}

/** The deepest node whose DOM holds the element: the one the shopper pointed at. */
export function nodeKeyAt(doc: Document, target: Node): string | null {
  let best: string | null = null;
  for (const start of doc.querySelectorAll('template[data-sf-node]')) {
    const end = endOf(start);
    if (!end) continue;
    const after = start.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_FOLLOWING;
    const before = end.compareDocumentPosition(target) & Node.DOCUMENT_POSITION_PRECEDING;
    const key = start.getAttribute('data-sf-node') ?? '';
    if (after && before && (best === null || key.split('.').length > best.split('.').length)) best = key;
  }
  return best;
}
