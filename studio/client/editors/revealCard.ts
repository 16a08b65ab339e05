/**
 * Shows the card of the item the navigator (or a problem) asked for in a typed editor of a whole file (texts,
 * switches, settings, lists): the card (or field) whose `data-pointer` the pointer is at or inside, the deepest,
 * scrolled to, its first field focused, as the JSON tab selects and focuses the entry. Before, `sales.shop.shopPhones` opened its texts
 * file at the top, the key somewhere among hundreds. Nothing matches (the whole file, ""): nothing moves.
 */
export function revealCard(region: HTMLElement | null, pointer: string): void {
  if (!region || pointer === '') return;
  let card: HTMLElement | null = null;
  for (const candidate of region.querySelectorAll<HTMLElement>('[data-pointer]')) {
    const at = candidate.dataset.pointer ?? '';
    const holds = pointer === at || pointer.startsWith(`${at}/`);
    if (holds && at.length > (card?.dataset.pointer?.length ?? -1)) card = candidate;
  }
  if (!card) return;
  card.scrollIntoView?.({ block: 'center' });
  // A field first, in the card's order (a switch's on/off toggle before what it is for; a list's entry to add, not the
  // "Remove" beside its first entry). A field with its own `data-pointer` (a switch's description) is the deepest
  // match when the pointer names it: a problem at /switches/X/description focuses the description.
  const fields = 'input, textarea, select, [role="switch"]';
  const field = card.matches(fields) ? card : (card.querySelector<HTMLElement>(fields) ?? card.querySelector<HTMLElement>('button'));
  field?.focus({ preventScroll: true });
}
