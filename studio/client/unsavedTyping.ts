import { createContext, useCallback, useContext, useEffect, useId, useState } from 'react';

/**
 * Where a field says it holds words typed and not in the draft yet (a text
 * being written, committed on leaving the field; a text key's words saved by
 * their own button). EditorPane listens and counts them as the file's unsaved
 * work, so the shell's one guard (StudioApp: another file or leaving the page
 * asks first, studio/README.md "Editor slot", issue 19 item 7) covers them
 * too. Outside an EditorPane nobody listens.
 */
export const UnsavedTyping = createContext<(field: string, unsaved: boolean) => void>(() => undefined);

/** Tells the open editor, while `unsaved` is true, that this field holds words the analyst would lose. */
export function useUnsavedTyping(unsaved: boolean): void {
  const report = useContext(UnsavedTyping);
  const field = useId();
  useEffect(() => {
    report(field, unsaved);
  }, [report, field, unsaved]);
  // A field that goes away (another tab, a row taken out) holds nothing any more.
  useEffect(() => () => report(field, false), [report, field]);
}

/** For the listener (EditorPane): whether any field holds typed words now, and the report to provide to them. */
export function useTypingFields(): [boolean, (field: string, unsaved: boolean) => void] {
  const [fields, setFields] = useState<ReadonlySet<string>>(new Set());
  const report = useCallback((field: string, unsaved: boolean) => {
    setFields((current) => {
      if (current.has(field) === unsaved) return current;
      const next = new Set(current);
      if (unsaved) next.add(field);
      else next.delete(field);
      return next;
    });
  }, []);
  return [fields.size > 0, report];
}

/**
 * For a part of an editor that can go away on its own (a table row's details when another row opens, the JSON Logic
 * tab of a condition): whether its fields hold typed words now, and the report to provide to them, which also tells
 * the open editor's listener (EditorPane), so the shell's guard still counts them.
 */
export function useTypingScope(): [boolean, (field: string, unsaved: boolean) => void] {
  const outer = useContext(UnsavedTyping);
  const [held, report] = useTypingFields();
  const both = useCallback(
    (field: string, unsaved: boolean) => {
      report(field, unsaved);
      outer(field, unsaved);
    },
    [report, outer],
  );
  return [held, both];
}
