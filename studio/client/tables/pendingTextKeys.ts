import { createContext } from 'react';
import type { CompanionTexts } from '../editorSlot.ts';

/**
 * The text keys whose words are in the table's draft and not yet in the texts files (the draft's companions): a
 * row's text field says "The text is in the table's unsaved changes" only while its key is one of them, so the
 * sentence goes once Save has written the words or Undo has taken them out (studio/README.md "Editor slot").
 */
export const PendingTextKeys = createContext<ReadonlySet<string> | null>(null); // null: no table says (the field alone)

/** The keys the companions give words to (a null, a key taken out, is not pending words). */
export function pendingTextKeys(companions: readonly CompanionTexts[]): ReadonlySet<string> {
  const keys = new Set<string>();
  for (const companion of companions) for (const [key, words] of Object.entries(companion.texts)) if (words !== null) keys.add(key);
  return keys;
}
