export interface SaveState {
  dirty: boolean;
  saving: boolean;
  /** The open file's problems known to be the current draft's (useFileSession's problemsKnown): 0 when not known. */
  knownProblems: number;
  /** JSON typed in the JSON tab that does not parse yet (JsonFileEditor). */
  held: boolean;
  /** Words typed in a field and not in the draft (a refused entry): not what Save writes. */
  typed: boolean;
}

/**
 * Why Save does nothing now, in the words the status line says when it is pressed anyway (the button, or Ctrl+S /
 * Cmd+S); null: Save saves. A Save greyed out said nothing of why, and a shortcut that did nothing would say less
 * (the usability review of session 40; studio/README.md "Editor slot").
 */
export function saveRefusal({ dirty, saving, knownProblems, held, typed }: SaveState): string | null {
  if (held) return 'Not saved: the JSON typed is not valid yet. Mend it or undo it first.';
  if (saving) return 'A save is on its way.';
  if (!dirty && typed) return 'Nothing to save: the words still typed in a field are not in the draft. Mend and add them, or clear the field.';
  if (!dirty) return 'Nothing to save: the file is as saved.';
  if (knownProblems > 0) return `Not saved: mend the ${knownProblems} problem(s) in this file first.`;
  return null;
}
