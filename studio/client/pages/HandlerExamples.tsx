import { useId } from 'react';
import { getPath } from '../../../src/engine/path.ts';
import { conditionFacts } from '../../../src/logic/conditionFacts.ts';
import { isRecord } from '../../../tools/isRecord.ts';
import { leafPaths } from '../../shared/tables/factPaths.ts';
import { FactsForm } from '../tables/FactsForm.tsx';
import { useFocusAfter } from '../tables/useFocusAfter.ts';
import type { ConditionEditing } from './NodeCondition.tsx';

/**
 * The examples of a handler written in the open file, as facts forms (the table editor's FactsForm: a field per fact
 * the handler's `when` reads, typed by the facts vocabulary), written into the draft at `<handler>/examples/<n>`, so
 * the shell checks them (flows:check proves each example runs this handler, issue 8 item 5), Undo takes them back and
 * Save writes them. They were edited in the JSON tab only. flows:check's problem at an example (or the schema's, an
 * empty name) is said in the list above the forms (PageHandlers.tsx) and inside the example, describing its name.
 * An entry that is no object (typed by hand in the JSON tab) is left to the JSON tab, said so.
 */
export function HandlerExamples({ name, pointer, editing }: { name: string; pointer: string; editing: ConditionEditing }) {
  const id = useId();
  const { scope, focusAfter } = useFocusAfter<HTMLDivElement>();
  const written = editing.whenAt(`${pointer}/examples`);
  const examples: unknown[] = Array.isArray(written) ? written : [];
  // The facts only, as the table editor's factsReadBy: lists, settings and texts are fixed by the flows, not set by an example.
  const read = [...conditionFacts(editing.whenAt(`${pointer}/when`), (at) => getPath(editing.blank, at)).paths.keys()];
  const set = (next: unknown[]): void => {
    const handler = editing.whenAt(pointer);
    if (next.length > 0 || !isRecord(handler)) return editing.setWhen(`${pointer}/examples`, next);
    // The last example removed: the key goes, as it was before any example (not `"examples": []`).
    const { examples: _gone, ...rest } = handler;
    editing.setWhen(pointer, rest);
  };
  return (
    <div ref={scope} className="studio-handler-examples">
      {examples.map((example, index) => {
        if (!isRecord(example))
          return (
            <p key={index} className="studio-field__hint">
              Example {index + 1} is not an object: mend it in the JSON tab.
            </p>
          );
        const label = typeof example.name === 'string' && example.name !== '' ? `“${example.name}”` : `${index + 1}`;
        const facts = isRecord(example.facts) ? example.facts : {};
        const problem = editing.problemAt(`${pointer}/examples/${index}`);
        const problemId = `${id}-example-${index}-problem`;
        const named = typeof example.name === 'string' ? example.name : '';
        return (
          <div className="example" key={index} data-example={index}>
            <label>
              Name of example {index + 1} of {name}{' '}
              <input
                type="text"
                aria-invalid={named.trim() === '' ? true : undefined}
                aria-describedby={problem ? problemId : undefined}
                value={named}
                onChange={(event) => set(examples.map((item, position) => (position === index ? { ...example, name: event.target.value } : item)))}
              />
            </label>
            <FactsForm
              legend={`Facts of example ${label}`}
              facts={facts}
              paths={[...new Set([...read, ...leafPaths(facts)])]}
              vocabulary={editing.vocabulary}
              blank={editing.blank}
              onChange={(next) => set(examples.map((item, position) => (position === index ? { ...example, facts: next } : item)))}
            />
            {problem ? (
              <p id={problemId} className="field-problem">
                {problem}
              </p>
            ) : null}
            <button
              type="button"
              onClick={() => {
                set(examples.filter((_, position) => position !== index));
                focusAfter('button[data-add-example]');
              }}
            >
              Remove example {label}
            </button>
          </div>
        );
      })}
      <button
        type="button"
        data-add-example=""
        onClick={() => {
          set([...examples, { name: `example ${examples.length + 1}`, facts: {} }]);
          // The new example's name: the analyst names it, then sets its facts below.
          focusAfter(`[data-example="${examples.length}"] input`);
        }}
      >
        Add an example to {name}
      </button>
    </div>
  );
}
