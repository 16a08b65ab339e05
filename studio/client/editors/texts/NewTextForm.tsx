import { useId, useState } from 'react';
import { FieldMessage } from '../fields/FieldMessage.tsx';

/** Adds a key and its text; the key is refused at the field when `keyProblem` says so (written twice, wrong shape). */
export function NewTextForm({
  keyProblem,
  onAdd,
  initialKey = '',
}: {
  keyProblem(key: string): string | null;
  onAdd(key: string, text: string): void;
  initialKey?: string;
}) {
  const id = useId();
  const [key, setKey] = useState(initialKey);
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  return (
    <form
      className="studio-card studio-new-text"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        const problem = keyProblem(key.trim()) ?? (text.trim() === '' ? 'Enter the words shoppers read.' : null);
        setRefusal(problem);
        if (problem !== null) return;
        onAdd(key.trim(), text);
        setKey('');
        setText('');
      }}
    >
      <h3 id={`${id}-title`}>Add a text</h3>
      <div className="studio-field">
        <label htmlFor={`${id}-key`}>New text key</label>
        <input
          id={`${id}-key`}
          type="text"
          spellCheck={false}
          value={key}
          aria-invalid={refusal !== null || undefined}
          aria-describedby={refusal ? `${id}-message` : undefined}
          onChange={(event) => setKey(event.target.value)}
        />
      </div>
      <div className="studio-field">
        <label htmlFor={`${id}-text`}>Its text</label>
        {/* Chosen from the missing keys: the key is given, the words are what is asked for next. */}
        <textarea id={`${id}-text`} rows={2} autoFocus={initialKey !== ''} value={text} onChange={(event) => setText(event.target.value)} />
      </div>
      <FieldMessage id={`${id}-message`} messages={refusal ? [refusal] : []} live />
      <button type="submit" className="studio-button">
        Add text
      </button>
    </form>
  );
}
