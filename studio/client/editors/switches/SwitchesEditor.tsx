import { useId } from 'react';
import type { SwitchesFile } from '../../../../src/model/flowTypes.ts';
import { pointerOf, problemsAt, type FlowFileEditorProps } from '../editorProps.ts';
import { FieldMessage } from '../fields/FieldMessage.tsx';
import { SearchBox, matches } from '../fields/SearchBox.tsx';
import { useSearchYields } from '../useSearchYields.ts';
import { SwitchToggle } from '../fields/SwitchToggle.tsx';
import { TextField } from '../fields/TextField.tsx';
import { descriptionProblem } from './descriptionRule.ts';

/**
 * A switches file (flows/switches/*.json): each switch's default as an on/off
 * switch named by the switch. The default holds when the service's throttle
 * list does not name the switch (schemas/switches.schema.json); the pages view
 * previews the live states.
 */
export function SwitchesEditor({ data, onChange, problems, focus, focusRequest }: FlowFileEditorProps<SwitchesFile>) {
  const found = (name: string, query: string): boolean => matches(query, name, data.switches[name]?.description ?? '');
  const { query, notice, search } = useSearchYields(focus, focusRequest, 'switches', Object.keys(data.switches), found);
  const names = Object.keys(data.switches).filter((name) => found(name, query));
  const set = (name: string, field: 'default' | 'description', next: boolean | string): void => {
    const current = data.switches[name];
    if (current) onChange({ ...data, switches: { ...data.switches, [name]: { ...current, [field]: next } } });
  };
  return (
    <section className="studio-editor" aria-labelledby="switches-editor-title">
      <h2 id="switches-editor-title">Switches</h2>
      <p className="studio-field__hint">The default applies when the service&apos;s throttle list does not name the switch.</p>
      <SearchBox label="Find a switch" value={query} onChange={search} count={names.length} said={notice} />
      <ul className="studio-cards">
        {names.map((name) => (
          <SwitchCard
            key={name}
            name={name}
            definition={data.switches[name] as { description: string; default: boolean }}
            problems={problemsAt(problems, pointerOf('switches', name))}
            onSet={(field, next) => set(name, field, next)}
          />
        ))}
      </ul>
    </section>
  );
}

function SwitchCard({
  name,
  definition,
  problems,
  onSet,
}: {
  name: string;
  definition: { description: string; default: boolean };
  problems: string[];
  onSet(field: 'default' | 'description', next: boolean | string): void;
}) {
  const id = useId();
  return (
    <li className="studio-card" data-pointer={pointerOf('switches', name)}>
      <div className="studio-card__row" data-pointer={pointerOf('switches', name, 'default')}>
        <SwitchToggle label={`${name} default`} checked={definition.default} onToggle={(next) => onSet('default', next)} describedBy={`${id}-what`} />
      </div>
      <p id={`${id}-what`} className="studio-visually-hidden">
        {definition.description}
      </p>
      <TextField
        label={`What ${name} is for`}
        multiline
        value={definition.description}
        pointer={pointerOf('switches', name, 'description')}
        // An empty description (or blanks only) is refused here, as flows:check refuses it (descriptionRule.ts): the
        // words stay in the field, and the draft keeps the description the analyst reads.
        check={descriptionProblem}
        onCommit={(next) => onSet('description', next)}
      />
      <FieldMessage id={`${id}-message`} messages={problems} />
    </li>
  );
}
