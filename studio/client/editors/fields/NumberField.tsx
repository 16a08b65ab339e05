import { useId } from 'react';
import { useUnsavedTyping } from '../../unsavedTyping.ts';
import { FieldMessage } from './FieldMessage.tsx';
import { parseNumber, type NumberRule } from './parseNumber.ts';
import { useDraft } from './useDraft.ts';

interface NumberFieldProps {
  label: string;
  value: number;
  rule: NumberRule;
  onCommit(next: number): void;
  /** The shell's problems at this field (after a check). */
  problems?: readonly string[];
  hint?: string;
}

/**
 * A number typed by its schema. Typed as text so that "2s" reaches us and is
 * answered in words; committed on Enter or leaving the field, and only when it
 * reads as a valid number, so a refused entry never changes the file.
 */
export function NumberField({ label, value, rule, onCommit, problems = [], hint }: NumberFieldProps) {
  const id = useId();
  const [draft, setDraft, refusal, setRefusal] = useDraft(String(value));
  // Typed, and not (yet) the value the file has: "02000" committed as 2000 is saved work, "2s" refused is not.
  const reading = parseNumber(draft, rule);
  useUnsavedTyping(draft !== String(value) && !(reading.ok && reading.value === value));
  const commit = (): void => {
    if (!reading.ok) {
      setRefusal(reading.message);
      return;
    }
    setRefusal(null);
    if (reading.value !== value) onCommit(reading.value);
  };
  const messages = refusal ? [refusal] : problems;
  return (
    <div className="studio-field">
      <label htmlFor={`${id}-input`}>{label}</label>
      {hint ? (
        <span id={`${id}-hint`} className="studio-field__hint">
          {hint}
        </span>
      ) : null}
      <input
        id={`${id}-input`}
        type="text"
        inputMode={rule.integer && (rule.minimum ?? -1) >= 0 ? 'numeric' : 'decimal'}
        value={draft}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={[hint ? `${id}-hint` : '', messages.length > 0 ? `${id}-message` : ''].filter(Boolean).join(' ') || undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          if (refusal) setRefusal(parseNumber(event.target.value, rule).ok ? null : refusal);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <FieldMessage id={`${id}-message`} messages={messages} live={refusal !== null} />
    </div>
  );
}
