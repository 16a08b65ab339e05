import { pointerOf, problemsAt, type FlowFileEditorProps } from '../editorProps.ts';
import type { AllowList } from '../fields/addressRule.ts';
import { SearchBox, matches } from '../fields/SearchBox.tsx';
import { useSearchYields } from '../useSearchYields.ts';
import { TextField } from '../fields/TextField.tsx';
import { SettingValueField } from './SettingValueField.tsx';
import { settingType } from './settingTypes.ts';

/** flows/settings/*.json read loosely: the schema declares each name's type, settingTypes reads it. */
export interface SettingsDocument {
  $schema: string;
  settings: Record<string, { description: string; value: unknown }>;
}

/**
 * A settings file (flows/settings/*.json), each value edited as its declared
 * type says (schemas/settings.schema.json, spec 9): milliseconds and counts as
 * numbers, addresses checked against their allow-list, flags as switches.
 */
export function SettingsEditor({ data, onChange, problems, context, focus, focusRequest }: FlowFileEditorProps<SettingsDocument>) {
  const found = (name: string, query: string): boolean => matches(query, name, data.settings[name]?.description ?? '');
  const { query, notice, search } = useSearchYields(focus, focusRequest, 'settings', Object.keys(data.settings), found);
  const setField = (name: string, field: 'value' | 'description', next: unknown): void => {
    const current = data.settings[name];
    if (!current) return;
    onChange({ ...data, settings: { ...data.settings, [name]: { ...current, [field]: next } } });
  };
  const allowListOf = (name: string): AllowList | null => {
    const id = context.addressLists[name];
    return id === undefined ? null : { id, hosts: (context.lists[id] ?? []).map(String) };
  };
  const names = Object.keys(data.settings).filter((name) => found(name, query));
  return (
    <section className="studio-editor" aria-labelledby="settings-editor-title">
      <h2 id="settings-editor-title">Settings</h2>
      <SearchBox label="Find a setting" value={query} onChange={search} count={names.length} said={notice} />
      <ul className="studio-cards">
        {names.map((name) => {
          const setting = data.settings[name];
          const type = settingType(name);
          if (!setting) return null;
          return (
            <li key={name} className="studio-card" data-pointer={pointerOf('settings', name)}>
              {type ? (
                <SettingValueField
                  name={name}
                  type={type}
                  value={setting.value}
                  allowList={type.kind === 'address' ? allowListOf(name) : null}
                  problems={problemsAt(problems, pointerOf('settings', name, 'value'))}
                  onCommit={(next) => setField(name, 'value', next)}
                />
              ) : (
                <p className="studio-field__message" role="note">
                  {name}: this setting has no declared type in schemas/settings.schema.json. A developer declares it there first (milliseconds, count,
                  address…).
                </p>
              )}
              <TextField
                label={`What ${name} is for`}
                multiline
                value={setting.description}
                pointer={pointerOf('settings', name, 'description')}
                problems={problemsAt(problems, pointerOf('settings', name, 'description'))}
                onCommit={(next) => setField(name, 'description', next)}
              />
            </li>
          );
        })}
      </ul>
    </section>
  );
}
