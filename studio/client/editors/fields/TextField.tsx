import { useId } from 'react';
import { useUnsavedTyping } from '../../unsavedTyping.ts';
import { FieldMessage } from './FieldMessage.tsx';
import { useDraft } from './useDraft.ts';

/** Free text (a code, a description), committed on Enter or leaving the field; `check` may refuse it there. */
export function TextField({
  label,
  value,
  onCommit,
  problems = [],
  multiline = false,
  check,
  onDraft,
  lang,
  hintId,
  pointer,
}: {
  label: string;
  value: string;
  onCommit(next: string): void;
  problems?: readonly string[];
  multiline?: boolean;
  check?: (next: string) => string | null;
  /** Told each keystroke, for previews that follow the typing. */
  onDraft?: (next: string) => void;
  /** The language of the words, when not the page's (Spanish words are read out in Spanish). */
  lang?: string;
  /** The id of a hint shown with the field (where the words are saved): read out with it, after any problem. */
  hintId?: string;
  /** Where its value sits in the file (`data-pointer`): a problem or an opening at that place focuses this field. */
  pointer?: string;
}) {
  const id = useId();
  const [draft, setDraft, refusal, setRefusal] = useDraft(value);
  // Words typed and not committed yet (or refused) are the analyst's unsaved work until they are.
  useUnsavedTyping(draft !== value);
  const commit = (): void => {
    const problem = check ? check(draft) : null;
    setRefusal(problem);
    if (problem === null && draft !== value) onCommit(draft);
  };
  const messages = refusal ? [refusal] : problems;
  const type = (next: string): void => {
    setDraft(next);
    onDraft?.(next);
  };
  const common = {
    id: `${id}-input`,
    value: draft,
    'aria-invalid': messages.length > 0 || undefined,
    'aria-describedby': [messages.length > 0 ? `${id}-message` : null, hintId ?? null].filter(Boolean).join(' ') || undefined,
    onBlur: commit,
    lang,
  };
  return (
    <div className="studio-field" data-pointer={pointer}>
      <label htmlFor={`${id}-input`}>{label}</label>
      {multiline ? (
        <textarea {...common} rows={2} onChange={(event) => type(event.target.value)} />
      ) : (
        <input
          {...common}
          type="text"
          onChange={(event) => type(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
      )}
      <FieldMessage id={`${id}-message`} messages={messages} live={refusal !== null} />
    </div>
  );
}
