import { referencesIn } from '../../../src/engine/references/index.ts';
import { isRecord } from '../../../tools/isRecord.ts';
import { FactsForm } from '../tables/FactsForm.tsx';
import { useFocusAfter } from '../tables/useFocusAfter.ts';
import type { ConditionEditing } from './NodeCondition.tsx';

/** The leaf paths an example's facts set ("device.type"), so a fact the `when` no longer reads is still shown. */
function leafPaths(facts: unknown, prefix = ''): string[] {
  if (!isRecord(facts) || Object.keys(facts).length === 0) return prefix ? [prefix] : [];
  return Object.entries(facts).flatMap(([key, value]) => leafPaths(value, prefix ? `${prefix}.${key}` : key));
}

/**
 * The examples of a handler written in the open file, as facts forms (the table editor's FactsForm: a field per fact
 * the handler's `when` reads, typed by the facts vocabulary), written into the draft at `<handler>/examples/<n>`, so
 * the shell checks them (flows:check proves each example runs this handler, issue 8 item 5), Undo takes them back and
 * Save writes them. They were edited in the JSON tab only. flows:check's problem at an example is said in the list
 * above the forms (PageHandlers.tsx). An entry that is no object (typed by hand in the JSON tab)
 * is left to the JSON tab, said so.
 */
export function HandlerExamples({ name, pointer, editing }: { name: string; pointer: string; editing: ConditionEditing }) {
  const { scope, focusAfter } = useFocusAfter<HTMLDivElement>();
  const written = editing.whenAt(`${pointer}/examples`);
  const examples: unknown[] = Array.isArray(written) ? written : [];
  const read = referencesIn(editing.whenAt(`${pointer}/when`)).flatMap((reference) => (reference.use === 'reads' && reference.path ? [reference.path] : []));
  const set = (next: unknown[]): void => editing.setWhen(`${pointer}/examples`, next);
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
        return (
          <div className="example" key={index} data-example={index}>
            <label>
              Name of example {index + 1} of {name}{' '}
              <input
                type="text"
                value={typeof example.name === 'string' ? example.name : ''}
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
