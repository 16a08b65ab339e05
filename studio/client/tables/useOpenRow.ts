import { useState } from 'react';

export interface OpenRow {
  /** The selected row: an index, -1 for the default row, null for none. */
  selected: number | null;
  /** Counts the rows opened: the key of the row's details, so only another row opened gives new, empty details. */
  opening: number;
  /** Another row (or the same one again, after a delete or an add) opens: its details are new. */
  open: (index: number | null) => void;
  /** The open row moved to `index`: its details stay, with the words typed in them. */
  follow: (index: number) => void;
}

/**
 * Which row's details are open, and which opening of them this is. The details hold words typed and not in the table
 * yet (a JSON field that does not parse, a "Text shown" not saved: unsavedTyping.ts); keyed by the row's place, Move
 * up or down gave the moved row new details and dropped them without asking, and a row moved onto the open row's
 * place took them over. Keyed by the opening, they follow their row (studio/README.md "Editor slot", issue 19 item 7).
 */
export function useOpenRow(initial: () => number | null): OpenRow {
  const [shown, setShown] = useState(() => ({ selected: initial(), opening: 0 }));
  return {
    ...shown,
    open: (index) => setShown((current) => ({ selected: index, opening: current.opening + 1 })),
    follow: (index) => setShown((current) => ({ ...current, selected: index })),
  };
}
