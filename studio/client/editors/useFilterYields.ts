import { useState } from 'react';

/**
 * A whole-file editor's own filter (its search box, "Only unused texts") gives way to the item the analyst opens: the
 * navigator, a "Where … is used" link or a problem asks for a place (the slot's `focus`, each request counted by
 * `focusRequest`), and revealCard.ts can show only a card that is rendered. Before, a text the search box hid was
 * opened to nothing: no card, no focus, no word said. On each new request `widen(pointer)` clears what hides that
 * place, while rendering, so the card is there when the slot reveals it, and says what it did in words (null: nothing
 * hid it). Those words are the notice for the editor's status; `clear` drops it once the analyst filters again.
 * studio/README.md "Editor slot" (`focus`).
 */
export function useFilterYields(
  focus: string | undefined,
  focusRequest: number | undefined,
  widen: (pointer: string) => string | null,
): [notice: string, clear: () => void] {
  const [asked, setAsked] = useState<[string | undefined, number | undefined]>([focus, focusRequest]);
  const [notice, setNotice] = useState('');
  if (focus !== asked[0] || focusRequest !== asked[1]) {
    setAsked([focus, focusRequest]);
    // A place shown without widening: an earlier notice is stale.
    setNotice((focus ? widen(focus) : null) ?? '');
  }
  return [notice, () => setNotice('')];
}
