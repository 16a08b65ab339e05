import { factPathsUnion } from '../../shared/tables/factPaths.ts';
import { exampleName, type Landing } from '../../shared/tables/tableFindings.ts';
import type { TableDocument, TableExample, TableStudioContext } from '../../shared/tables/tableTypes.ts';
import { FactsForm } from './FactsForm.tsx';

export interface ExamplesEditorProps {
  table: TableDocument;
  rowId: string;
  examples: readonly TableExample[];
  landings: readonly Landing[];
  context: TableStudioContext;
  onChange: (next: TableExample[]) => void;
  onTry: (facts: Record<string, unknown>) => void;
}

/** Issue 19 item 3: a row's examples as facts forms, each saying which row it lands on. */
export function ExamplesEditor({ table, rowId, examples, landings, context, onChange, onTry }: ExamplesEditorProps) {
  const replace = (index: number, next: TableExample): void => onChange(examples.map((example, position) => (position === index ? next : example)));
  return (
    <section className="examples" aria-label={`Examples of ${rowId}`}>
      <h4>Examples</h4>
      {examples.map((example, index) => {
        const landing = landings.find((item) => item.example === index);
        const name = exampleName(example, index);
        return (
          <div className="example" key={index}>
            <label>
              Name of example {index + 1}{' '}
              <input
                type="text"
                value={example.name ?? ''}
                onChange={(event) => {
                  const { name: _name, ...rest } = example;
                  replace(index, event.target.value === '' ? rest : { name: event.target.value, ...rest });
                }}
              />
            </label>
            <p className={`landing ${landing?.own ? 'own' : 'elsewhere'}`}>
              {landing ? (landing.own ? `Lands on this row (“${rowId}”).` : `Lands on “${landing.landsOn}”, not on this row.`) : ''}
            </p>
            <FactsForm
              legend={`Facts of “${name}”`}
              facts={example.facts ?? {}}
              paths={factPathsUnion(table, context.blank, [example.facts])}
              vocabulary={context.vocabulary}
              blank={context.blank}
              onChange={(facts) => replace(index, { ...example, facts })}
            />
            <button type="button" onClick={() => onTry(example.facts ?? {})}>
              Try “{name}”
            </button>{' '}
            <button
              type="button"
              disabled={examples.length === 1 && rowId !== table.default?.id}
              onClick={() => onChange(examples.filter((_, position) => position !== index))}
            >
              Remove “{name}”
            </button>
          </div>
        );
      })}
      <button type="button" onClick={() => onChange([...examples, { facts: {} }])}>
        Add an example
      </button>
    </section>
  );
}
