import { useEffect, useState } from 'react';
import { flowTextProblems, type TextProblem } from '../../../tools/flowcheck/flowText.ts';
import { formatFlowJson } from '../../../tools/format/compactJson.ts';
import type { EditorProps } from '../editorSlot.ts';
import { JsonEditor } from './JsonEditor.tsx';
import { schemaCompletion } from './schemaCompletion.ts';

/** The text as a draft, or what keeps it from being one (flows:check's own words: tools/flowcheck/flowText.ts). */
function parses(path: string, text: string): { ok: true; value: unknown } | { ok: false; problems: TextProblem[] } {
  const { problems } = flowTextProblems(path, text);
  if (problems.length > 0) return { ok: false, problems };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return { ok: false, problems: [{ file: path, offset: 0, line: 1, column: 1, pointer: '', message: `JSON syntax error: ${(error as Error).message}` }] };
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fallback editor of the slot: the whole file as JSON text in the house
 * layout. Each edit that parses becomes the next draft (checked by the shell);
 * text that does not parse yet, or writes a key twice (JSON would keep only
 * the last), stays in the editor, marked and said in words above it, and the
 * shell keeps Save off (onHeld) until it does.
 */
export function JsonFileEditor({ path, kind, draft, onChange, problems, focus, focusRequest, context, onHeld }: EditorProps) {
  const [text, setText] = useState(() => formatFlowJson(draft));
  const [shownDraft, setShownDraft] = useState(draft);
  const [held, setHeld] = useState<TextProblem | null>(null);
  // A draft from outside (undo, redo, another tab): show it, unless it is what the text already says.
  if (draft !== shownDraft) {
    setShownDraft(draft);
    const current = parses(path, text);
    if (!current.ok || !same(current.value, draft)) {
      setText(formatFlowJson(draft));
      setHeld(null);
    }
  }
  const [completion] = useState(() => schemaCompletion(context, kind));
  useEffect(() => {
    onHeld?.(held !== null);
  }, [onHeld, held]);
  useEffect(() => () => onHeld?.(false), [onHeld]);
  return (
    <>
      {/* Only the problem's words are live, and they stay the same text while the problem is the same: typing
          that moves it (its line and column) is not announced again on every key. */}
      <div className="json-held error">
        {held ? (
          <span>
            Line {held.line}, column {held.column}:{' '}
          </span>
        ) : null}
        <span aria-live="polite">
          {held ? `${held.message} Until it is fixed this text is not checked and Save stays off; Ctrl+Z in the editor takes the typing back.` : ''}
        </span>
      </div>
      <JsonEditor
        label={`JSON of ${path}`}
        value={text}
        problems={problems}
        completion={completion}
        reveal={focus}
        revealRequest={focusRequest}
        onChange={(next) => {
          setText(next);
          const parsed = parses(path, next);
          setHeld(parsed.ok ? null : (parsed.problems[0] ?? null));
          if (parsed.ok && !same(parsed.value, draft)) {
            setShownDraft(parsed.value);
            onChange(parsed.value);
          }
        }}
      />
    </>
  );
}
