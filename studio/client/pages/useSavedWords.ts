import { useCallback, useEffect, useMemo, useState } from 'react';

type Remembered = Readonly<Record<string, { words: string; over: string | undefined }>>;

/**
 * The words of each text key as last read (`read`: the shell's context),
 * with the words saved here since shown over them until the context is read
 * again after the save (4-12 s later in the QA walkthrough). A field keeps
 * its typed words as unsaved work while its value differs from them
 * (unsavedTyping.ts), so without this the toolbar said "Typed words not in
 * the draft yet: not saved" while the status said they were saved. A saved
 * entry gives way as soon as the context's words for its key change (the
 * save read back, or a later edit, an undo elsewhere).
 */
export function useSavedWords(read: Readonly<Record<string, string>>): [Readonly<Record<string, string>>, (key: string, words: string) => void] {
  const [saved, setSaved] = useState<Remembered>({});
  const remember = useCallback((key: string, words: string) => setSaved((known) => ({ ...known, [key]: { words, over: read[key] } })), [read]);
  // An entry is dropped the first time the context's words for its key differ
  // from the words it was saved over: kept, it would be shown again whenever
  // the file went back to those words from outside (the field said "Shop now"
  // while the file said "Shop").
  useEffect(() => {
    setSaved((known) => {
      const standing = Object.entries(known).filter(([key, { over }]) => read[key] === over);
      return standing.length === Object.keys(known).length ? known : Object.fromEntries(standing);
    });
  }, [read]);
  const shown = useMemo(() => {
    const standing = Object.entries(saved).filter(([key, { over }]) => read[key] === over);
    return standing.length === 0 ? read : { ...read, ...Object.fromEntries(standing.map(([key, { words }]) => [key, words])) };
  }, [read, saved]);
  return [shown, remember];
}
