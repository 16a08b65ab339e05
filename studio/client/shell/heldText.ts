/**
 * JSON typed in the JSON tab that does not parse yet is in no draft (JsonFileEditor holds it, EditorPane's
 * `held`). An action that would replace it (Undo, Redo: the text follows the draft; the other tab: the JSON
 * editor goes away) asks first, as the shell asks before another file drops a draft (studio/README.md "Editor
 * slot", issue 19 item 7). True: go on, the analyst agreed or nothing is held.
 */
export function mayDropHeldText(held: boolean, action: string): boolean {
  return !held || window.confirm(`The JSON you typed does not parse yet, so it is not in the draft. ${action}, and lose that typing?`);
}
