import { useId, useState } from 'react';
import { useUnsavedTyping } from '../../unsavedTyping.ts';
import { FieldMessage } from './FieldMessage.tsx';
import type { ItemRule } from './itemRules.ts';

interface ItemsFieldProps {
  label: string;
  items: readonly (string | number)[];
  rule: ItemRule;
  onCommit(next: (string | number)[]): void;
  problems?: readonly string[];
  /** What one entry is called: "host", "page id"... */
  itemName?: string;
}

/** The entries of a list: each removable, a new one added only when its rule accepts it (unique, typed). */
export function ItemsField({ label, items, rule, onCommit, problems = [], itemName = 'entry' }: ItemsFieldProps) {
  const id = useId();
  const [draft, setDraft] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  // An entry typed and not added yet is unsaved work.
  useUnsavedTyping(draft.trim() !== '');
  const add = (): void => {
    const reading = rule(draft, items);
    if (!reading.ok) {
      setRefusal(reading.message);
      return;
    }
    setRefusal(null);
    setDraft('');
    onCommit([...items, reading.value]);
  };
  const messages = refusal ? [refusal] : problems;
  return (
    <fieldset className="studio-field studio-items">
      <legend>{label}</legend>
      {items.length === 0 ? (
        <p className="studio-field__hint">No {itemName}s yet.</p>
      ) : (
        <ul className="studio-items__list">
          {items.map((item) => (
            <li key={String(item)}>
              <code>{String(item)}</code>
              <button
                type="button"
                className="studio-button studio-button--quiet"
                aria-label={`Remove ${String(item)} from ${label}`}
                onClick={() => onCommit(items.filter((other) => other !== item))}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="studio-items__add">
        <label htmlFor={`${id}-new`}>New {itemName}</label>
        <input
          id={`${id}-new`}
          type="text"
          spellCheck={false}
          value={draft}
          aria-invalid={refusal ? true : undefined}
          aria-describedby={messages.length > 0 ? `${id}-message` : undefined}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') {
              event.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className="studio-button" aria-label={`Add to ${label}`} onClick={add}>
          Add
        </button>
      </div>
      <FieldMessage id={`${id}-message`} messages={messages} live={refusal !== null} />
    </fieldset>
  );
}
