import { referencesIn } from '../../../src/engine/references/referencesIn.ts';
import type { CompanionTexts, EditorProps } from '../editorSlot.ts';

/** The text keys a table draft uses: its rows' and default's `{"text": key}` and `texts.<key>` (the reference index). */
function textKeysOf(table: unknown): Set<string> {
  return new Set(
    referencesIn(table)
      .filter((reference) => reference.kind === 'text')
      .map((reference) => reference.name),
  );
}

/**
 * The keys of the draft's pending texts (companions) that `previous` used and `next` does not: the row using the
 * text was deleted, or its text key changed, and no other row uses the key. Their texts leave the draft with the
 * step (Undo gives them back), so Save writes no text that nothing in the table uses.
 */
export function textsLeft(previous: unknown, next: unknown, companions: readonly CompanionTexts[]): string[] {
  const pending = new Set(companions.flatMap((companion) => Object.keys(companion.texts)));
  if (pending.size === 0) return [];
  const before = textKeysOf(previous);
  const after = textKeysOf(next);
  return [...pending].filter((key) => before.has(key) && !after.has(key));
}

/**
 * The table editor's onChange in the slot: each next draft given to the shell with the pending texts it no longer uses
 * (textsLeft) dropped, in the same step, so Undo brings the row and its text back together.
 */
export function droppingUnusedTexts<Draft>(
  draft: Draft,
  companions: readonly CompanionTexts[],
  onChange: EditorProps<Draft>['onChange'],
): (next: Draft) => void {
  return (next) => {
    const left = textsLeft(draft, next, companions);
    if (left.length > 0) onChange(next, [], left);
    else onChange(next);
  };
}
