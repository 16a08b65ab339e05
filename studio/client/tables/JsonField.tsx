import { useId, useState } from 'react';
import { useUnsavedTyping } from '../unsavedTyping.ts';

export interface JsonFieldProps {
  label: string;
  value: unknown;
  onChange: (next: unknown) => void;
  /** Shown under the field (a problem from the checks, in words). */
  problem?: string;
  rows?: number;
}

/**
 * A JSON value as text: applied as soon as it parses, kept as typed (and
 * marked invalid, with the parser's words) while it does not. The value is
 * written back exactly as parsed, so operators the studio does not know
 * round-trip untouched.
 */
export function JsonField({ label, value, onChange, problem, rows = 4 }: JsonFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState<{ text: string; error: string } | null>(null);
  const error = draft?.error || problem;
  // Text that does not parse is in no draft: unsaved work the shell asks about (studio/README.md "Editor slot").
  useUnsavedTyping(Boolean(draft?.error));
  return (
    <div className="json-field">
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={rows}
        spellCheck={false}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        value={draft?.text ?? JSON.stringify(value, null, 2) ?? ''}
        onChange={(event) => {
          const text = event.target.value;
          try {
            const parsed: unknown = JSON.parse(text);
            setDraft({ text, error: '' });
            onChange(parsed);
          } catch (caught) {
            setDraft({ text, error: `Not valid JSON yet: ${(caught as Error).message}` });
          }
        }}
        onBlur={() => {
          if (!draft?.error) setDraft(null);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="field-problem">
          {error}
        </p>
      ) : null}
    </div>
  );
}
