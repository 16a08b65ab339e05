/**
 * JSON typed in the JSON tab that does not parse yet is in no draft (JsonFileEditor holds it, EditorPane's
 * `held`). An action that would replace it (Undo, Redo: the text follows the draft; the other tab: the JSON
 * editor goes away) asks first, as the shell asks before another file drops a draft (studio/README.md "Editor
 * slot", issue 19 item 7). True: go on, the analyst agreed or nothing is held.
 */
export function mayDropHeldText(held: boolean, action: string): boolean {
  return !held || window.confirm(`The JSON you typed does not parse yet, so it is not in the draft. ${action}, and lose that typing?`);
}

/**
 * Words typed in a field and not in the draft yet (unsavedTyping.ts: a list's new entry, a "Text shown", a text not
 * added) live in the typed editor: the other tab takes it away with them, so it asks first too (issue 19 item 7).
 */
export function mayDropTypedWords(wordsHeld: boolean, action: string): boolean {
  return !wordsHeld || window.confirm(`Words you typed in a field are not in the draft yet. ${action}, and lose them?`);
}
