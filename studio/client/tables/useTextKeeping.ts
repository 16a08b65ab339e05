import { useEffect, useRef } from 'react';
import type { CompanionTexts } from '../editorSlot.ts';
import { textCompanions } from './textSaving.ts';
import type { TextWriter } from './TextKeyEditor.tsx';

/**
 * Issue 19 items 3 and 7: the words a row's text field uses ("Use these words") join the table's draft as texts
 * their files get with it (`companions`): checked with the table, written by the table's Save in the same change,
 * taken back by Undo, and gone with the draft if the table is never saved. Before, they were written at once, so a
 * row left unsaved left its text behind in flows/texts/, used by nothing. `shownTexts` (the English as the field shows
 * it: on disk, or already in the draft) spares the English file a write when only the Spanish changed; `spanishFiles`
 * is the context's translationFiles.es.
 */
export function useTextKeeping<Draft>(
  draft: Draft,
  onChange: (next: Draft, companions: readonly CompanionTexts[]) => void,
  shownTexts: Readonly<Record<string, string>>,
  spanishFiles: Readonly<Record<string, string>>,
): TextWriter {
  // The words are placed after the texts files are read (which file holds or should hold the key): by then the draft
  // given to onChange must be the one the analyst has, with the row's key in it.
  const latest = useRef(draft);
  useEffect(() => {
    latest.current = draft;
  }, [draft]);
  return async (key, text, spanish) => {
    try {
      const kept = await textCompanions(key, shownTexts[key] === text ? undefined : text, spanish, spanishFiles);
      if (typeof kept === 'string') return kept;
      onChange(latest.current, kept);
      return null;
    } catch (error) {
      // The field says it in its status, and keeps the words typed.
      return `The texts files could not be read: ${(error as Error).message}`;
    }
  };
}
