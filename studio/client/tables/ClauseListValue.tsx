import { useId } from 'react';
import { varRulePath } from '../../../src/logic/varPaths.ts';
import type { Clause } from '../../shared/tables/conditionClauses.ts';
import { factLabel } from '../../shared/tables/conditionSentence.ts';
import { FieldProblem } from './FieldProblem.tsx';
import { notANumberSaid, typedNumber } from './typedNumber.ts';
import { useTypedWords } from './useTypedWords.ts';

export interface ClauseListValueProps {
  clause: Clause;
  /** The fact is a number: each entry must be one. */
  numeric: boolean;
  label: string;
  onValue: (value: unknown) => void;
}

/** A list the flows define, named instead of written out. */
const listName = /^lists\.[A-Za-z0-9_]+$/;

/**
 * What typed words give as an "is one of" list: "a, b" is ["a", "b"], "lists.x" is {"var": "lists.x"}; for a number
 * fact each entry a number, or why not in words.
 */
function listOf(text: string, fact: string, numeric: boolean): { value: unknown } | { problem: string } {
  const trimmed = text.trim();
  if (listName.test(trimmed)) return { value: { var: trimmed } };
  if (trimmed === '') return { value: [] };
  const entries = trimmed.split(',').map((entry) => entry.trim());
  if (!numeric) return { value: entries };
  // "500, " is a list still being typed: the comma waits for the next number.
  if (entries.length > 1 && entries.at(-1) === '') entries.pop();
  const numbers = entries.map(typedNumber);
  const wrong = entries.find((_, index) => numbers[index] === null);
  if (wrong === undefined) return { value: numbers };
  const label = factLabel(fact);
  return {
    problem:
      wrong === ''
        ? `${label} is a number; one entry is empty. Write numbers separated by commas, e.g. 500, 503.`
        : `${notANumberSaid(label, wrong)} Write numbers separated by commas, e.g. 500, 503, or a list's name (lists.name).`,
  };
}

function listText(value: unknown): string {
  const path = varRulePath(value);
  if (path !== null) return path;
  return Array.isArray(value) ? value.map(String).join(', ') : '';
}

/**
 * The list of "is one of", "is none of" and "contains any of" when the fact has no choices to tick. For a number
 * fact, an entry that is no number ("500, abc" for error status) stays in the field, said wrong there, and the draft
 * keeps its list: it was once written as the text "abc", which error status never equals, so the row quietly held
 * for fewer errors than it said. Refused words count as unsaved typing (useTypedWords), as a single value's do.
 */
export function ClauseListValue({ clause, numeric, label, onValue }: ClauseListValueProps) {
  const id = useId();
  const { held, refused, typed } = useTypedWords(clause.value);
  const reading = refused && held !== null ? listOf(held, clause.fact, numeric) : null;
  const problem = reading && 'problem' in reading ? reading.problem : undefined;
  return (
    <>
      <input
        type="text"
        aria-label={label}
        placeholder="a, b or lists.name"
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        value={held ?? listText(clause.value)}
        onChange={(event) => {
          const next = listOf(event.target.value, clause.fact, numeric);
          typed(event.target.value, 'problem' in next ? null : next, onValue);
        }}
      />
      <FieldProblem id={id} problem={problem} />
    </>
  );
}
