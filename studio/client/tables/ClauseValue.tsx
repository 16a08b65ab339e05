import { useId } from 'react';
import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import { listValued, type Clause } from '../../shared/tables/conditionClauses.ts';
import { factLabel } from '../../shared/tables/conditionSentence.ts';
import { factInput } from '../../shared/tables/factPaths.ts';
import { varRulePath } from '../../../src/logic/varPaths.ts';
import { ClauseListValue } from './ClauseListValue.tsx';
import { FieldProblem } from './FieldProblem.tsx';
import { notANumberSaid, typedNumber } from './typedNumber.ts';
import { useTypedWords } from './useTypedWords.ts';

export interface ClauseValueProps {
  clause: Clause;
  vocabulary: JsonSchemaObject;
  label: string;
  onValue: (value: unknown) => void;
}

/**
 * The value of one clause, typed by its fact: enum facts offer their choices
 * (one, or several for "is one of"), booleans true/false, numbers a number
 * field; other facts a text field (a list as "a, b" or a list's name).
 */
export function ClauseValue({ clause, vocabulary, label, onValue }: ClauseValueProps) {
  const input = factInput(vocabulary, clause.fact);
  const value = clause.value;
  if (listValued.has(clause.operator)) {
    if (input.type === 'choice') {
      const chosen = Array.isArray(value) ? value : [];
      return (
        <fieldset className="clause-choices">
          <legend>{label}</legend>
          {input.choices.map((choice) => (
            <label key={String(choice)}>
              <input
                type="checkbox"
                checked={chosen.includes(choice)}
                onChange={(event) =>
                  onValue(
                    event.target.checked ? input.choices.filter((item) => item === choice || chosen.includes(item)) : chosen.filter((item) => item !== choice),
                  )
                }
              />{' '}
              {String(choice) || '(empty)'}
            </label>
          ))}
        </fieldset>
      );
    }
    return <ClauseListValue clause={clause} numeric={input.type === 'number'} label={label} onValue={onValue} />;
  }
  if (input.type === 'choice' || input.type === 'boolean') {
    const choices = input.type === 'boolean' ? [true, false] : input.choices;
    const index = choices.findIndex((choice) => choice === value);
    return (
      <select aria-label={label} value={index === -1 ? '' : String(index)} onChange={(event) => onValue(choices[Number(event.target.value)])}>
        {index === -1 ? <option value="">(choose)</option> : null}
        {choices.map((choice, position) => (
          <option key={String(choice)} value={String(position)}>
            {String(choice) || '(empty)'}
          </option>
        ))}
      </select>
    );
  }
  return <SingleValue clause={clause} numeric={input.type === 'number'} label={label} onValue={onValue} />;
}

/** A setting read as the value: `settings.name` becomes `{"var": "settings.name"}`. */
const settingName = /^settings\.[A-Za-z0-9_]+$/;

/** What typed words give as a number fact's value, or why they give none (in words, at the field). */
function numberOf(text: string, fact: string): { value: unknown } | { problem: string } {
  const trimmed = text.trim();
  if (settingName.test(trimmed)) return { value: { var: trimmed } };
  const number = typedNumber(trimmed);
  return number === null ? { problem: notANumberSaid(factLabel(fact), trimmed) } : { value: number };
}

/**
 * A typed value (a text or a number fact's). Words that are no number for a number fact stay in the field, said
 * wrong there, and leave the draft as it was: they once became null, "error status is nothing", and the row then
 * held for every error without a status. Until they are a number they are typed words not in the draft, which the
 * shell's guard counts (useUnsavedTyping, studio/README.md "Editor slot").
 */
function SingleValue({ clause, numeric, label, onValue }: { clause: Clause; numeric: boolean; label: string; onValue: (value: unknown) => void }) {
  const id = useId();
  const value = clause.value;
  const { held, refused, typed } = useTypedWords(value);
  const reading = refused && held !== null && numeric ? numberOf(held, clause.fact) : null;
  const problem = reading && 'problem' in reading ? reading.problem : undefined;
  const settingPath = varRulePath(value);
  return (
    <>
      <input
        type="text"
        inputMode={numeric ? 'decimal' : undefined}
        aria-label={label}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        value={held ?? settingPath ?? (value === null || value === undefined ? '' : String(value))}
        onChange={(event) => {
          const text = event.target.value;
          const next = numeric ? numberOf(text, clause.fact) : { value: settingName.test(text) ? { var: text } : text };
          typed(text, 'problem' in next ? null : next, onValue);
        }}
      />
      <FieldProblem id={id} problem={problem} />
    </>
  );
}
