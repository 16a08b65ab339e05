import { useId, useState } from 'react';
import { useUnsavedTyping } from '../unsavedTyping.ts';
import { notTakenYet } from './notTakenYet.ts';

export interface JsonFieldProps {
  label: string;
  value: unknown;
  onChange: (next: unknown) => void;
  /** Shown under the field (a problem from the checks, in words). */
  problem?: string;
  /** Shown under the field always: what may be written in it (a row's Effects box names the actions). */
  help?: string;
  rows?: number;
}

/**
 * A JSON value as text: applied as soon as it parses, kept as typed (and
 * marked invalid, in flows:check's words as the JSON Logic tab says it:
 * notTakenYet.ts) while it does not. The value is
 * written back exactly as parsed, so operators the studio does not know
 * round-trip untouched.
 */
export function JsonField({ label, value, onChange, problem, help, rows = 4 }: JsonFieldProps) {
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
        aria-describedby={[error ? `${id}-error` : '', help ? `${id}-help` : ''].filter(Boolean).join(' ') || undefined}
        value={draft?.text ?? JSON.stringify(value, null, 2) ?? ''}
        onChange={(event) => {
          const text = event.target.value;
          const notJson = notTakenYet(text, 'the field');
          setDraft({ text, error: notJson ?? '' });
          if (notJson === null) onChange(JSON.parse(text) as unknown);
        }}
        onBlur={() => {
          if (!draft?.error) setDraft(null);
        }}
      />
      {help ? (
        <p id={`${id}-help`} className="hint">
          {help}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="field-problem">
          {error}
        </p>
      ) : null}
    </div>
  );
}
