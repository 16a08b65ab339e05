import { createContext, useContext, useId, useState } from 'react';
import { spanishTextProblem } from '../editors/texts/textKeys.ts';
import { useUnsavedTyping } from '../unsavedTyping.ts';
import { PendingTextKeys } from './pendingTextKeys.ts';
import { textKeyFixHere } from './textKeyFixHere.ts';

/**
 * Puts a text in the table's draft, to be written by the table's Save (useTextKeeping); resolves to null when it is
 * there, else what stopped it (in words). `spanish` is given for a new key, or when the Spanish words of a key were
 * changed: kept with it.
 */
export type TextWriter = (key: string, text: string, spanish?: string) => Promise<string | null>;

/** The Spanish words of each text key (flows/texts/es/) as the table editor knows them: shown under the English. */
export const SpanishTexts = createContext<Readonly<Record<string, string>>>({});

export interface TextKeyEditorProps {
  label: string;
  textKey: string;
  texts: Record<string, string>;
  onKey: (key: string) => void;
  /** Puts the text of a key in the table's draft (a new key with its Spanish words); absent: the text is shown read-only. */
  onText?: TextWriter;
  problem?: string;
  /** A key this one could be, for the words asking for one ("e.g. plumbing.outOfStock"). */
  example?: string;
}

interface Draft {
  key: string;
  text: string;
  spanish: string;
}

/** Only the fields the analyst typed in: the others show the words known now (the studio reads them again after each save). */
type Typed = { key: string } & Partial<Pick<Draft, 'text' | 'spanish'>>;

/** What the analyst must still write before a text can be saved, by field; empty when nothing. */
function fieldProblems(draft: Draft, withSpanish: boolean): { text?: string; spanish?: string } {
  const problems: { text?: string; spanish?: string } = {};
  if (draft.text.trim() === '') problems.text = 'Write the words shoppers read.';
  if (withSpanish) {
    const spanish = spanishTextProblem(draft.key, { [draft.key]: draft.text }, draft.spanish);
    if (spanish) problems.spanish = spanish;
  }
  return problems;
}

/** The words of a text in both languages, as one value to compare. */
const keptWords = (draft: Draft): string => JSON.stringify([draft.text, draft.spanish]);

/**
 * Issue 19 item 3: a text key with a picker (every key of flows/texts, by
 * typing part of it) and its text editable in place. A key that does not
 * exist yet is said so, and its words are asked for in English and Spanish
 * (every text has both languages, docs/requirements.md "Languages"). An
 * existing key shows its Spanish words too: an analyst rewording an error
 * message sees, and may change in the same save, what Spanish shoppers read
 * (they had to find the key in flows/texts/es/ apart, or left it stale).
 * "Use these words" puts them in the table's unsaved changes: the table's Save
 * writes them to both texts files with the row, and Undo takes them back
 * (issue 19 item 7); a row never saved leaves no text behind.
 */
export function TextKeyEditor({ label, textKey, texts, onKey, onText, problem, example = 'plumbing.outOfStock' }: TextKeyEditorProps) {
  const id = useId();
  // An empty key is asked for once the analyst leaves it empty, in words: the check's schema wording ("must NOT have
  // fewer than 1 characters") showed as soon as "Show a message" opened the field, before anything could be typed.
  const [left, setLeft] = useState(false);
  const keyProblem = textKey.trim() === '' ? (left ? `Write a text key, e.g. ${example}.` : undefined) : textKeyFixHere(problem, onText !== undefined);
  const exists = Object.hasOwn(texts, textKey);
  const isNew = !exists && textKey !== '';
  const [draft, setDraft] = useState<Typed | null>(null);
  const [shownProblems, setShownProblems] = useState<{ key: string; text?: string; spanish?: string } | null>(null);
  // `kept`: the words a "Use these words" put in the draft; its status holds only while the field shows them.
  const [status, setStatus] = useState<{ key: string; message: string; failed: boolean; kept?: string } | null>(null);
  const spanishTexts = useContext(SpanishTexts);
  const pending = useContext(PendingTextKeys);
  const savedSpanish = exists ? (spanishTexts[textKey] ?? '') : '';
  const savedText = texts[textKey] ?? '';
  // A field not typed in reads the words known now: Spanish changed elsewhere (or by another save) before this Save
  // is not written back with its old words, and an English-only save says so.
  const typed = draft?.key === textKey ? draft : null;
  const current: Draft = { key: textKey, text: typed?.text ?? savedText, spanish: typed?.spanish ?? savedSpanish };
  const textChanged = current.text !== savedText;
  const spanishChanged = current.spanish !== savedSpanish;
  const changed = textChanged || spanishChanged;
  // A new key's Spanish words are written with it; an existing key's when they were changed.
  const withSpanish = isNew || spanishChanged;
  // Words written here reach the draft by "Use these words": until then they are unsaved typing the shell guards.
  useUnsavedTyping(changed);
  const edit = (field: 'text' | 'spanish', value: string): void => {
    setDraft({ ...(typed ?? { key: textKey }), [field]: value });
    // A problem shown at a field goes once the analyst writes there.
    if (shownProblems?.key === textKey && shownProblems[field]) setShownProblems({ ...shownProblems, [field]: undefined });
  };
  // Another key would show another text: the words typed for this one would vanish unsaved, so the analyst is asked
  // first, as the shell asks before another file (studio/README.md "Editor slot", issue 19 item 7).
  const changeKey = (next: string): void => {
    if (changed && !window.confirm(`The words you typed for ${textKey} are not saved. Change the text key, and lose them?`)) return;
    setDraft(null);
    onKey(next);
  };
  const save = async (): Promise<void> => {
    if (!onText) return;
    const problems = fieldProblems(current, withSpanish);
    setShownProblems({ key: textKey, ...problems });
    if (problems.text || problems.spanish) {
      document.getElementById(problems.text ? `${id}-text` : `${id}-spanish`)?.focus();
      setStatus({ key: textKey, message: 'The text was not used: see the fields marked.', failed: true });
      return;
    }
    setStatus({ key: textKey, message: 'Using the text…', failed: false });
    const refused = await onText(textKey, current.text, withSpanish ? current.spanish : undefined);
    const languages =
      isNew || (textChanged && spanishChanged)
        ? 'in English and Spanish'
        : spanishChanged
          ? 'in Spanish (its English words are as they were)'
          : 'in English (its Spanish words are as they were)';
    // Said plainly: nothing is written yet, the toolbar's Save writes it with the table.
    const kept = `The text is in the table's unsaved changes, ${languages}: Save writes it with the table, Undo takes it back.`;
    setStatus({ key: textKey, message: refused ?? kept, failed: refused !== null, ...(refused === null ? { kept: keptWords(current) } : {}) });
    if (refused === null) setDraft(null);
  };
  const fieldProblem = shownProblems?.key === textKey ? shownProblems : null;
  const described = (field: 'text' | 'spanish') =>
    fieldProblem?.[field] ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-problem` } : {};
  // Save writes the words, an Undo takes them back out of the draft: either way "The text is in the table's unsaved
  // changes" would then be untrue.
  const shownStatus =
    status?.key === textKey &&
    (status.kept === undefined || ((pending?.has(textKey) ?? true) && status.kept === keptWords({ key: textKey, text: savedText, spanish: savedSpanish })))
      ? status
      : null;
  return (
    <fieldset className="text-key-editor">
      <legend>{label}</legend>
      <label htmlFor={`${id}-key`}>Text key</label>
      <input
        id={`${id}-key`}
        type="text"
        list={`${id}-keys`}
        value={textKey}
        aria-invalid={Boolean(keyProblem)}
        aria-describedby={`${id}-state`}
        onChange={(event) => changeKey(event.target.value)}
        onBlur={() => setLeft(true)}
      />
      <datalist id={`${id}-keys`}>
        {Object.keys(texts).map((key) => (
          <option key={key} value={key} />
        ))}
      </datalist>
      <span id={`${id}-state`} className={keyProblem ? 'field-problem' : 'hint'}>
        {keyProblem ??
          (textKey === ''
            ? 'Pick a key, or type a new one.'
            : exists
              ? 'An existing text: a change shows everywhere it is used.'
              : 'A new key: write its words in English and in Spanish below, and use them to create it with the table.')}
      </span>
      <label htmlFor={`${id}-text`}>Text shown</label>
      <textarea
        id={`${id}-text`}
        rows={2}
        value={current.text}
        readOnly={!onText || textKey === ''}
        {...described('text')}
        onChange={(event) => edit('text', event.target.value)}
      />
      {fieldProblem?.text ? (
        <span id={`${id}-text-problem`} className="field-problem">
          {fieldProblem.text}
        </span>
      ) : null}
      {textKey !== '' && onText ? (
        <>
          <label htmlFor={`${id}-spanish`}>Text shown in Spanish</label>
          <textarea
            id={`${id}-spanish`}
            rows={2}
            lang="es"
            value={current.spanish}
            {...described('spanish')}
            onChange={(event) => edit('spanish', event.target.value)}
          />
          {fieldProblem?.spanish ? (
            <span id={`${id}-spanish-problem`} className="field-problem">
              {fieldProblem.spanish}
            </span>
          ) : null}
        </>
      ) : null}
      {onText ? (
        <button type="button" disabled={textKey === '' || (!isNew && !changed)} onClick={() => void save()}>
          Use these words
        </button>
      ) : null}
      <span role="status" className={shownStatus?.failed ? 'field-problem' : 'hint'}>
        {shownStatus?.message ?? ''}
      </span>
    </fieldset>
  );
}
