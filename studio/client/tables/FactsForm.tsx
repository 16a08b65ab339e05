import { useId, useState } from 'react';
import { getPath } from '../../../src/engine/path.ts';
import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import { factLabel } from '../../shared/tables/conditionSentence.ts';
import { factInput, withFact } from '../../shared/tables/factPaths.ts';
import { useUnsavedTyping } from '../unsavedTyping.ts';
import { FieldProblem } from './FieldProblem.tsx';
import { notANumberSaid, typedNumber } from './typedNumber.ts';
import { useTypedWords } from './useTypedWords.ts';

export interface FactsFormProps {
  /** Nested facts laid over a signed-out desktop visitor (an example's `facts`). */
  facts: Record<string, unknown>;
  /** The facts to offer, by path. */
  paths: readonly string[];
  vocabulary: JsonSchemaObject;
  /** The signed-out desktop visitor: what a fact left unset is. */
  blank: object;
  onChange: (next: Record<string, unknown>) => void;
  legend: string;
}

const unset = '';

function shown(value: unknown): string {
  return value === undefined ? '(absent)' : JSON.stringify(value);
}

/**
 * A JSON value typed into a text box: kept as text until it parses, then applied. Text that does not parse stays
 * on leaving the field and is unsaved work the shell asks about (studio/README.md "Editor slot", issue 19 item 7).
 */
function JsonFactInput({ id, value, onValue, describedBy }: { id: string; value: unknown; onValue: (next: unknown) => void; describedBy: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  useUnsavedTyping(invalid);
  return (
    <input
      id={id}
      type="text"
      aria-describedby={describedBy}
      aria-invalid={invalid}
      value={draft ?? (value === undefined ? '' : JSON.stringify(value))}
      onChange={(event) => {
        const text = event.target.value;
        setDraft(text);
        if (text.trim() === '') {
          setInvalid(false);
          onValue(undefined);
          return;
        }
        try {
          onValue(JSON.parse(text));
          setInvalid(false);
        } catch {
          setInvalid(true);
        }
      }}
      onBlur={() => {
        if (!invalid) setDraft(null);
      }}
    />
  );
}

/**
 * A number fact's value: a text field with a decimal keyboard, as the condition builder's and the result editor's
 * number values (ClauseValue.tsx, ResultNumberField.tsx). A browser number field gave "" for "abc", which left the
 * fact unset unseen. Words that are no number stay as typed, said wrong at the field (described by the problem, not
 * the unset hint), and the example keeps its value until a number is typed; useTypedWords counts them as unsaved
 * typing. An empty field leaves the fact unset.
 */
function NumberFactInput({
  id,
  path,
  value,
  onValue,
  describedBy,
}: {
  id: string;
  path: string;
  value: unknown;
  onValue: (next: number | undefined) => void;
  describedBy: string;
}) {
  const { held, refused, typed } = useTypedWords(value);
  const problem = refused && held !== null ? `${notANumberSaid(factLabel(path), held)} Leave it empty to keep the unset value.` : undefined;
  return (
    <>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : describedBy}
        value={held ?? (typeof value === 'number' ? String(value) : '')}
        onChange={(event) => {
          const text = event.target.value;
          const next = typedNumber(text);
          // Empty: the fact is left unset.
          typed(text, text.trim() === '' ? { value: undefined } : next === null ? null : { value: next }, onValue);
        }}
      />
      <FieldProblem id={id} problem={problem} />
    </>
  );
}

/**
 * Issue 19 item 3 "examples as facts forms": one field per fact the table
 * reads, typed by the facts vocabulary (enums and booleans as choices,
 * numbers as numbers). An empty field leaves the fact to the signed-out
 * desktop visitor's value, shown beside it. Callers pass the facts the
 * example already sets among `paths`, so nothing it holds is hidden.
 */
export function FactsForm({ facts, paths, vocabulary, blank, onChange, legend }: FactsFormProps) {
  const base = useId();
  const set = (path: string, value: unknown): void => onChange(withFact(facts, path, value));
  return (
    <fieldset className="facts-form">
      <legend>{legend}</legend>
      {paths.map((path, index) => {
        const id = `${base}-${index}`;
        const hint = `${id}-hint`;
        const value = getPath(facts, path);
        const input = factInput(vocabulary, path);
        let control;
        if (input.type === 'choice' || input.type === 'boolean') {
          const choices = input.type === 'boolean' ? [true, false] : input.choices;
          const current = value === undefined ? unset : String(choices.findIndex((choice) => choice === value));
          control = (
            <select
              id={id}
              aria-describedby={hint}
              value={current}
              onChange={(event) => set(path, event.target.value === unset ? undefined : choices[Number(event.target.value)])}
            >
              <option value={unset}>(not set)</option>
              {choices.map((choice, position) => (
                <option key={String(choice)} value={String(position)}>
                  {typeof choice === 'string' ? (choice === '' ? '(empty)' : choice) : String(choice)}
                </option>
              ))}
            </select>
          );
        } else if (input.type === 'number') {
          control = <NumberFactInput id={id} path={path} value={value} describedBy={hint} onValue={(next) => set(path, next)} />;
        } else if (input.type === 'text') {
          control = (
            <input
              id={id}
              type="text"
              aria-describedby={hint}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => set(path, event.target.value === '' ? undefined : event.target.value)}
            />
          );
        } else {
          control = <JsonFactInput id={id} value={value} describedBy={hint} onValue={(next) => set(path, next)} />;
        }
        return (
          <div className="fact-field" key={path}>
            <label htmlFor={id}>
              {factLabel(path)} <code>{path}</code>
            </label>
            {control}
            <span id={hint} className="hint">
              unset: {shown(getPath(blank, path))}
            </span>
          </div>
        );
      })}
    </fieldset>
  );
}
