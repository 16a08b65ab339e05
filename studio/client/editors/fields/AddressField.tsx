import { useId } from 'react';
import { addressProblem, type AllowList } from './addressRule.ts';
import { useUnsavedTyping } from '../../unsavedTyping.ts';
import { FieldMessage } from './FieldMessage.tsx';
import { useDraft } from './useDraft.ts';

interface AddressFieldProps {
  label: string;
  value: string;
  /** The allow-list the runtime checks this address against; null: only the address shape is checked. */
  allowList: AllowList | null;
  onCommit(next: string): void;
  problems?: readonly string[];
}

/** An address (https://… or /path), refused at the field when the runtime would refuse to follow it. */
export function AddressField({ label, value, allowList, onCommit, problems = [] }: AddressFieldProps) {
  const id = useId();
  const [draft, setDraft, refusal, setRefusal] = useDraft(value);
  // Typed and not committed yet (or refused): the analyst's unsaved work. The file's own value, spaces round it
  // included, is no typing (it would ask on open); spaces the analyst adds round it are dropped on commit anyway.
  useUnsavedTyping(draft !== value && draft.trim() !== value);
  const commit = (): void => {
    const problem = addressProblem(draft, allowList);
    setRefusal(problem);
    if (problem === null && draft.trim() !== value) onCommit(draft.trim());
  };
  const messages = refusal ? [refusal] : problems;
  const hint = allowList ? `Other sites: https only, hosts on the list "${allowList.id}".` : 'https://… or a path on our site starting with /.';
  return (
    <div className="studio-field">
      <label htmlFor={`${id}-input`}>{label}</label>
      <span id={`${id}-hint`} className="studio-field__hint">
        {hint}
      </span>
      <input
        id={`${id}-input`}
        type="text"
        inputMode="url"
        spellCheck={false}
        value={draft}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={`${id}-hint${messages.length > 0 ? ` ${id}-message` : ''}`}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <FieldMessage id={`${id}-message`} messages={messages} live={refusal !== null} />
    </div>
  );
}
