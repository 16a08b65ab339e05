import { useId, useState } from 'react';

/** Writes a text; resolves to null when written, else what stopped it (in words). */
export type TextWriter = (key: string, text: string) => Promise<string | null>;

export interface TextKeyEditorProps {
  label: string;
  textKey: string;
  texts: Record<string, string>;
  onKey: (key: string) => void;
  /** Saves the text of a key (a new key is created in its texts file); absent: the text is shown read-only. */
  onText?: TextWriter;
  problem?: string;
}

/**
 * Issue 19 item 3: a text key with a picker (every key of flows/texts, by
 * typing part of it) and its text editable in place. A key that does not
 * exist yet is said so; saving its text creates it. The text is saved on
 * its own (it lives in a texts file, not in the table), checked like any save.
 */
export function TextKeyEditor({ label, textKey, texts, onKey, onText, problem }: TextKeyEditorProps) {
  const id = useId();
  const exists = Object.hasOwn(texts, textKey);
  const [draft, setDraft] = useState<{ key: string; text: string } | null>(null);
  const [status, setStatus] = useState<{ key: string; message: string; failed: boolean } | null>(null);
  const text = draft?.key === textKey ? draft.text : (texts[textKey] ?? '');
  const changed = draft?.key === textKey && draft.text !== (texts[textKey] ?? '');
  const save = async (): Promise<void> => {
    if (!onText) return;
    setStatus({ key: textKey, message: 'Saving the text…', failed: false });
    const refused = await onText(textKey, text);
    setStatus({ key: textKey, message: refused ?? 'Text saved.', failed: refused !== null });
    if (refused === null) setDraft(null);
  };
  const shownStatus = status?.key === textKey ? status : null;
  return (
    <fieldset className="text-key-editor">
      <legend>{label}</legend>
      <label htmlFor={`${id}-key`}>Text key</label>
      <input
        id={`${id}-key`}
        type="text"
        list={`${id}-keys`}
        value={textKey}
        aria-invalid={Boolean(problem)}
        aria-describedby={`${id}-state`}
        onChange={(event) => onKey(event.target.value)}
      />
      <datalist id={`${id}-keys`}>
        {Object.keys(texts).map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      <span id={`${id}-state`} className={problem ? 'field-problem' : 'hint'}>
        {problem ??
          (textKey === ''
            ? 'Pick a key, or type a new one.'
            : exists
              ? 'An existing text: a change shows everywhere it is used.'
              : 'A new key: write its text below and save it to create it.')}
      </span>
      <label htmlFor={`${id}-text`}>Text shown</label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={text}
        readOnly={!onText || textKey === ''}
        onChange={(event) => setDraft({ key: textKey, text: event.target.value })}
      />
      {onText ? (
        <button type="button" disabled={!changed || textKey === ''} onClick={() => void save()}>
          Save text
        </button>
      ) : null}
      <span role="status" className={shownStatus?.failed ? 'field-problem' : 'hint'}>
        {shownStatus?.message ?? ''}
      </span>
    </fieldset>
  );
}
