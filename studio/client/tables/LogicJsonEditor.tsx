import { useState } from 'react';
import { JsonEditor } from '../json/JsonEditor.tsx';
import { useUnsavedTyping } from '../unsavedTyping.ts';
import type { ConditionEditorProps } from './ConditionEditor.tsx';
import type { logicCompletion } from './logicCompletion.ts';
import { notTakenYet } from './notTakenYet.ts';

type JsonLogicProps = Parameters<NonNullable<ConditionEditorProps['jsonEditor']>>[0];

/** Why the text is not a rule yet, in flows:check's words (notTakenYet.ts, as the editor's gutter); null when it parses. */
const parseProblem = (text: string): string | null => notTakenYet(text, 'the condition');

/**
 * The JSON Logic tab of a row's condition: the studio's CodeMirror editor
 * with facts and operators completed; text that does not parse yet stays as
 * typed. Such text is in no draft: it is said in words under the editor (the
 * gutter's mark alone told nothing), and it counts as unsaved typing
 * (unsavedTyping.ts), so the toolbar no longer says "Saved" and another file
 * asks first, as JsonField does for the plain field (studio/README.md "Editor slot").
 */
export function LogicJsonEditor({ value, onChange, problem, label, completion }: JsonLogicProps & { completion: ReturnType<typeof logicCompletion> }) {
  const [text, setText] = useState(() => JSON.stringify(value, null, 2));
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    let same = false;
    try {
      same = JSON.stringify(JSON.parse(text)) === JSON.stringify(value);
    } catch {
      same = false;
    }
    if (!same) setText(JSON.stringify(value, null, 2));
  }
  const notJson = parseProblem(text);
  useUnsavedTyping(notJson !== null);
  const message = notJson ?? problem;
  return (
    <>
      <JsonEditor
        label={label}
        value={text}
        completion={completion}
        problems={message ? [{ file: '', line: 0, column: 0, pointer: '', message }] : []}
        onChange={(next) => {
          setText(next);
          // Not JSON yet, or a key written twice (JSON.parse would silently keep the last): said under the editor,
          // and the draft keeps the last rule taken.
          if (parseProblem(next) !== null) return;
          const parsed: unknown = JSON.parse(next);
          setShown(parsed);
          onChange(parsed);
        }}
      />
      {notJson ? (
        // Not a live region: it changes with every key typed. The gutter's mark beside the text says it too.
        <p className="field-problem">{notJson}</p>
      ) : null}
      {problem ? <p className="field-problem">{problem}</p> : null}
    </>
  );
}
