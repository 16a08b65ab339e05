import type { JsonSchemaObject } from '../../../tools/flowcheck/registryManifest.ts';
import { listValued, type Clause } from '../../shared/tables/conditionClauses.ts';
import { factInput } from '../../shared/tables/factPaths.ts';
import { varRulePath } from '../../../src/logic/varPaths.ts';

export interface ClauseValueProps {
  clause: Clause;
  vocabulary: JsonSchemaObject;
  label: string;
  onValue: (value: unknown) => void;
}

/** "a, b" -> ["a", "b"]; "lists.x" -> {"var": "lists.x"} (a list the flows define). */
function parseList(text: string, numbers: boolean): unknown {
  const trimmed = text.trim();
  if (/^lists\.[A-Za-z0-9_]+$/.test(trimmed)) return { var: trimmed };
  return trimmed === '' ? [] : trimmed.split(',').map((item) => (numbers && item.trim() !== '' && !Number.isNaN(Number(item)) ? Number(item) : item.trim()));
}

function listText(value: unknown): string {
  const path = varRulePath(value);
  if (path !== null) return path;
  return Array.isArray(value) ? value.map(String).join(', ') : '';
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
    return (
      <input
        type="text"
        aria-label={label}
        placeholder="a, b or lists.name"
        value={listText(value)}
        onChange={(event) => onValue(parseList(event.target.value, input.type === 'number'))}
      />
    );
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
  const settingPath = varRulePath(value);
  return (
    <input
      type={input.type === 'number' && settingPath === null ? 'number' : 'text'}
      aria-label={label}
      value={settingPath ?? (value === null || value === undefined ? '' : String(value))}
      onChange={(event) => {
        const text = event.target.value;
        if (/^settings\.[A-Za-z0-9_]+$/.test(text)) onValue({ var: text });
        else onValue(input.type === 'number' ? (text === '' ? null : Number(text)) : text);
      }}
    />
  );
}
