import { useId, useState } from 'react';
import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import { factLabel } from '../../shared/tables/conditionSentence.ts';
import { readFactName } from '../../shared/tables/factNames.ts';
import { useUnsavedTyping } from '../unsavedTyping.ts';
import { FieldProblem } from './FieldProblem.tsx';

export interface ClauseFactProps {
  /** The fact the clause reads now (in the draft). */
  fact: string;
  facts: readonly string[];
  vocabulary: JsonSchemaObject;
  label: string;
  /** The datalist of the facts offered. */
  listId: string;
  onFact: (path: string) => void;
}

/**
 * The fact field of one clause. What is typed goes into the draft only when it names a fact (readFactName: a path,
 * or a fact's spoken name, which becomes its path); anything else stays in the field, refused there in words with
 * the nearest fact, and counts as typed words not in the draft (the shell's guard, studio/README.md "Editor slot").
 */
export function ClauseFact({ fact, facts, vocabulary, label, listId, onFact }: ClauseFactProps) {
  const id = useId();
  // Words typed that name no fact, for the fact they were typed over: an undo (another fact) shows the draft again.
  const [typed, setTyped] = useState<{ text: string; over: string } | null>(null);
  const held = typed?.over === fact ? typed.text : null;
  useUnsavedTyping(held !== null);
  const reading = held === null ? null : readFactName(held, facts, vocabulary);
  const problem = reading && 'problem' in reading ? reading.problem : undefined;
  return (
    <>
      <input
        className="clause-fact"
        type="text"
        list={listId}
        aria-label={label}
        value={held ?? fact}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${id}-problem` : undefined}
        onChange={(event) => {
          const text = event.target.value;
          const next = readFactName(text, facts, vocabulary);
          if ('path' in next) {
            setTyped(null);
            if (next.path !== fact) onFact(next.path);
          } else setTyped({ text, over: fact });
        }}
      />
      <span className="fact-label">{fact && held === null ? factLabel(fact) : ''}</span>
      <FieldProblem id={id} problem={problem} />
    </>
  );
}
