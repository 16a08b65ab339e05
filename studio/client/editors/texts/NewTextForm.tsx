import { useId, useState } from 'react';
import { useUnsavedTyping } from '../../unsavedTyping.ts';
import { FieldMessage } from '../fields/FieldMessage.tsx';
import { spanishTextProblem } from './textKeys.ts';

type Field = 'key' | 'text' | 'spanish';

/**
 * Adds a key and its text; the key is refused at the field when `keyProblem`
 * says so (written twice, wrong shape). With `spanishFile` (the file is an
 * English texts file), the Spanish words are asked for too: every text has
 * both languages (docs/requirements.md "Languages"), and they are given to
 * `onAdd` to go in that file in the same save.
 */
export function NewTextForm({
  keyProblem,
  onAdd,
  initialKey = '',
  initialSpanish = '',
  spanishFile,
  spanishFileOf = () => spanishFile,
}: {
  keyProblem(key: string): string | null;
  onAdd(key: string, text: string, spanish?: string): void;
  initialKey?: string;
  /** The Spanish words a Spanish key with no English text already has: given, so only the English is asked for. */
  initialSpanish?: string;
  spanishFile?: string;
  /** The Spanish file a key's words go to: another Spanish file than `spanishFile` when that one already holds the key. */
  spanishFileOf?(key: string): string | undefined;
}) {
  const id = useId();
  const [key, setKey] = useState(initialKey);
  const [text, setText] = useState('');
  const [spanish, setSpanish] = useState(initialSpanish);
  const [refusals, setRefusals] = useState<Partial<Record<Field, string>>>({});
  // What the last Add did, said in the form the analyst leaves (the focus goes to the new text's row, TextsEditor).
  const [said, setSaid] = useState('');
  // A text being written and not added yet is unsaved work (the key and Spanish words given by "Add here" or "Add its
  // English text" are not the analyst's typing, nor the empty form left after Add: the key goes back to '' while
  // initialKey stays). Issue 19 item 7.
  useUnsavedTyping((key !== '' && key !== initialKey) || text !== '' || (spanish !== '' && spanish !== initialSpanish));
  // The Spanish field is also described by where its words are saved (its hint), read out after any refusal.
  const hint = (field: Field): string | null => (field === 'spanish' ? `${id}-spanish-hint` : null);
  const invalid = (field: Field) => {
    const describedBy = [refusals[field] ? `${id}-${field}-message` : null, hint(field)].filter(Boolean).join(' ');
    return { ...(refusals[field] ? { 'aria-invalid': true as const } : {}), ...(describedBy ? { 'aria-describedby': describedBy } : {}) };
  };
  const message = (field: Field) => <FieldMessage id={`${id}-${field}-message`} messages={refusals[field] ? [refusals[field]] : []} live />;
  return (
    <form
      className="studio-card studio-new-text"
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        const problems: Partial<Record<Field, string>> = {};
        const keyRefusal = keyProblem(key.trim());
        if (keyRefusal) problems.key = keyRefusal;
        if (text.trim() === '') problems.text = 'Enter the words shoppers read.';
        const spanishRefusal = spanishFile ? spanishTextProblem(key.trim(), { [key.trim()]: text }, spanish) : null;
        if (spanishRefusal) problems.spanish = spanishRefusal;
        setRefusals(problems);
        const first = (['key', 'text', 'spanish'] as const).find((field) => problems[field]);
        if (first) {
          // The analyst is taken to the first field to mend.
          document.getElementById(`${id}-${first}`)?.focus();
          return;
        }
        onAdd(key.trim(), text, spanishFile ? spanish : undefined);
        setSaid(`Added ${key.trim()}${spanishFile ? ' with its Spanish words' : ''}, at the end of the list: Save writes it.`);
        setKey('');
        setText('');
        setSpanish('');
      }}
    >
      <h3 id={`${id}-title`}>Add a text</h3>
      <div className="studio-field">
        <label htmlFor={`${id}-key`}>New text key</label>
        <input id={`${id}-key`} type="text" spellCheck={false} value={key} {...invalid('key')} onChange={(event) => setKey(event.target.value)} />
        {message('key')}
      </div>
      <div className="studio-field">
        <label htmlFor={`${id}-text`}>Its text</label>
        {/* Chosen from the missing keys: the key is given, the words are what is asked for next. */}
        <textarea
          id={`${id}-text`}
          rows={2}
          autoFocus={initialKey !== ''}
          value={text}
          {...invalid('text')}
          onChange={(event) => setText(event.target.value)}
        />
        {message('text')}
      </div>
      {spanishFile ? (
        <div className="studio-field">
          <label htmlFor={`${id}-spanish`}>Its text in Spanish</label>
          <textarea id={`${id}-spanish`} rows={2} lang="es" value={spanish} {...invalid('spanish')} onChange={(event) => setSpanish(event.target.value)} />
          {message('spanish')}
          <p id={`${id}-spanish-hint`} className="studio-field__hint">
            Saved in {spanishFileOf(key.trim()) ?? spanishFile} together with the English text.
          </p>
        </div>
      ) : null}
      <button type="submit" className="studio-button">
        Add text
      </button>
      <p role="status" className="studio-field__hint studio-new-text__said">
        {said}
      </p>
    </form>
  );
}
