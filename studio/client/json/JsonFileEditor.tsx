import { useState } from 'react';
import { formatFlowJson } from '../../../tools/format/compactJson.ts';
import type { EditorProps } from '../editorSlot.ts';
import { JsonEditor } from './JsonEditor.tsx';
import { schemaCompletion } from './schemaCompletion.ts';

function parses(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

const same = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * The fallback editor of the slot: the whole file as JSON text in the house
 * layout. Each edit that parses becomes the next draft (checked by the shell);
 * text that does not parse yet stays in the editor, marked, until it does.
 */
export function JsonFileEditor({ path, kind, draft, onChange, problems, focus, context }: EditorProps) {
  const [text, setText] = useState(() => formatFlowJson(draft));
  const [shownDraft, setShownDraft] = useState(draft);
  // A draft from outside (undo, redo, another tab): show it, unless it is what the text already says.
  if (draft !== shownDraft) {
    setShownDraft(draft);
    const current = parses(text);
    if (!current.ok || !same(current.value, draft)) setText(formatFlowJson(draft));
  }
  const [completion] = useState(() => schemaCompletion(context, kind));
  return (
    <JsonEditor
      label={`JSON of ${path}`}
      value={text}
      problems={problems}
      completion={completion}
      reveal={focus}
      onChange={(next) => {
        setText(next);
        const parsed = parses(next);
        if (parsed.ok && !same(parsed.value, draft)) {
          setShownDraft(parsed.value);
          onChange(parsed.value);
        }
      }}
    />
  );
}
