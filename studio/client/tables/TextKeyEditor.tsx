import { useId } from 'react';

export interface TextKeyEditorProps {
  label: string;
  textKey: string;
  texts: Record<string, string>;
  onKey: (key: string) => void;
  /** Writes the text of a key (a new key is created by the shell in its texts file); absent: the text is shown read-only. */
  onText?: (key: string, text: string) => void;
  problem?: string;
}

/**
 * Issue 19 item 3: a text key with a picker (every key of flows/texts, by
 * typing part of it) and its text editable in place. A key that does not
 * exist yet is said so; typing its text creates it.
 */
export function TextKeyEditor({ label, textKey, texts, onKey, onText, problem }: TextKeyEditorProps) {
  const id = useId();
  const exists = Object.hasOwn(texts, textKey);
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
              ? 'An existing text: editing it changes it everywhere it is used.'
              : 'A new key: write its text below to create it.')}
      </span>
      <label htmlFor={`${id}-text`}>Text shown</label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={texts[textKey] ?? ''}
        readOnly={!onText || textKey === ''}
        onChange={(event) => onText?.(textKey, event.target.value)}
      />
    </fieldset>
  );
}
