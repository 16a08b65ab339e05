import { useId } from 'react';
import { FieldProblem } from './FieldProblem.tsx';
import { notANumberSaid, typedNumber } from './typedNumber.ts';
import { useTypedWords } from './useTypedWords.ts';

export interface ResultNumberFieldProps {
  /** The result value's name, its label. */
  name: string;
  value: number;
  onValue: (next: number) => void;
  /** flows:check's problem at the value, if any. */
  problem?: string;
}

/**
 * A result value that holds a number. A text field with a decimal keyboard, as the condition builder's number value
 * (ClauseValue.tsx): a number field cannot keep "abc", and gave 0 for it, written into the row unseen. Words that are
 * no number stay as typed, said wrong at the field with how to give words instead, and the row keeps its number
 * until one is typed (useTypedWords counts them as unsaved typing).
 */
export function ResultNumberField({ name, value, onValue, problem }: ResultNumberFieldProps) {
  const id = useId();
  const { held, refused, typed } = useTypedWords(value);
  const refusal = refused && held !== null ? `${notANumberSaid(name, held)} To give words, remove ${name} and add it again holding a word.` : null;
  const said = refusal ?? problem;
  return (
    <div className="field">
      <label htmlFor={id}>{name}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={held ?? String(value)}
        aria-invalid={Boolean(said)}
        aria-describedby={said ? `${id}-problem` : undefined}
        onChange={(event) => {
          const next = typedNumber(event.target.value);
          typed(event.target.value, next === null ? null : { value: next }, onValue);
        }}
      />
      <FieldProblem id={id} problem={said} />
    </div>
  );
}
