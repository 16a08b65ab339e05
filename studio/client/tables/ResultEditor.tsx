import { useId, useState } from 'react';
import { setRowField } from '../../shared/tables/rowEdits.ts';
import type { TableDocument, TableKind, TableRow } from '../../shared/tables/tableTypes.ts';
import { JsonField } from './JsonField.tsx';
import { TextKeyEditor, type TextWriter } from './TextKeyEditor.tsx';
import { useFocusAfter } from './useFocusAfter.ts';
import { FieldProblem } from './FieldProblem.tsx';
import { ResultNumberField } from './ResultNumberField.tsx';

export interface ResultEditorProps {
  kind: TableKind;
  table: TableDocument;
  row: TableRow;
  onRow: (next: TableRow) => void;
  problemAt: (field: string) => string | undefined;
  texts: Record<string, string>;
  pageIds: readonly string[];
  onText?: TextWriter;
  /** The actions an effect may run (TableStudioContext.actions), named under an error row's Effects box. */
  actions?: readonly string[];
}

type Values = Record<string, unknown>;

function isTextRef(value: unknown): value is { text: string } {
  return value !== null && typeof value === 'object' && !Array.isArray(value) && Object.keys(value).length === 1 && typeof (value as Values).text === 'string';
}

/** The literal strings other rows give for a key: a decision result key's choices (as flows:check reads them, decisionChoices.ts). */
function choicesOf(table: TableDocument, key: string): string[] {
  const rows = [...table.rows, ...(table.default ? [table.default] : [])];
  const values = rows.map((row) => (row.result as Values | undefined)?.[key]).filter((value): value is string => typeof value === 'string');
  return [...new Set(values)].sort();
}

interface ValueEditorProps {
  name: string;
  value: unknown;
  onValue: (next: unknown) => void;
  problem?: string;
  texts: Record<string, string>;
  choices: readonly string[];
  onText?: TextWriter;
  /** For a text key: a key it could be (TextKeyEditor asks for an empty one with it). */
  keyExample?: string;
}

/** One value, by its shape: a text reference, a word from a known set, a page id, yes/no, a number, or JSON. */
function ValueEditor({ name, value, onValue, problem, texts, choices, onText, keyExample }: ValueEditorProps) {
  const id = useId();
  if (isTextRef(value))
    return (
      <TextKeyEditor
        label={name}
        textKey={value.text}
        texts={texts}
        onKey={(key) => onValue({ text: key })}
        onText={onText}
        problem={problem}
        example={keyExample}
      />
    );
  if (typeof value === 'boolean') {
    return (
      <label className="field">
        <input type="checkbox" checked={value} onChange={(event) => onValue(event.target.checked)} /> {name}
      </label>
    );
  }
  if (typeof value === 'number') return <ResultNumberField name={name} value={value} onValue={onValue} problem={problem} />;
  if (typeof value === 'string') {
    return (
      <div className="field">
        <label htmlFor={id}>{name}</label>
        <input
          id={id}
          type="text"
          list={choices.length > 0 ? `${id}-choices` : undefined}
          value={value}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => onValue(event.target.value)}
        />
        {choices.length > 0 ? (
          <datalist id={`${id}-choices`}>
            {choices.map((choice) => (
              <option key={choice} value={choice} />
            ))}
          </datalist>
        ) : null}
        <FieldProblem id={id} problem={problem} />
      </div>
    );
  }
  return <JsonField label={name} value={value} onChange={onValue} problem={problem} rows={3} />;
}

/**
 * What an error row's Effects box takes, with the actions that exist: the analyst review found the box gave no clue
 * which action names there are (a misspelt one is only said by the checks after the fact).
 */
function effectsHelp(actions: readonly string[]): string {
  const shape = 'A list of effects, e.g. [{ "action": "notify", "args": { "message": { "text": "key" }, "level": "error" } }].';
  return actions.length > 0 ? `${shape} Actions: ${actions.join(', ')}.` : shape;
}

/** The first field of a result value's editor, for the focus once it is added. */
const valueField = (key: string): string => ['input', 'select', 'textarea'].map((tag) => `[data-result-key="${key}"] ${tag}`).join(', ');

/** The shapes a new result value may start as. */
const starts: Record<string, unknown> = { text: { text: '' }, word: '', 'yes/no': true, number: 0, JSON: { logic: null } };

/**
 * Issue 19 item 3, typed editors for what a row gives: a decision row's
 * result values (text keys with their text in place, words other rows give,
 * page ids for keys naming a page, booleans, numbers), an error row's message
 * and log level, a redirect row's target. Effects and computed values stay
 * JSON, kept as written.
 */
export function ResultEditor({ kind, table, row, onRow, problemAt, texts, pageIds, onText, actions = [] }: ResultEditorProps) {
  const [newKey, setNewKey] = useState('');
  const [newShape, setNewShape] = useState('text');
  const id = useId();
  const { scope, focusAfter } = useFocusAfter<HTMLDivElement>();
  // A value added as another row gives it: said beside it until changed, so the analyst knows it is not this row's yet.
  const [copied, setCopied] = useState<{ key: string; from: string; value: string } | null>(null);
  if (kind === 'redirect') {
    return (
      <ValueEditor
        name="Target address (to)"
        value={row.to}
        onValue={(next) => onRow(setRowField(row, 'to', next))}
        problem={problemAt('to')}
        texts={texts}
        choices={[]}
        onText={onText}
      />
    );
  }
  if (kind === 'error') {
    const message = row.message;
    return (
      <div ref={scope} className="result-fields">
        {message === undefined ? (
          <button
            type="button"
            onClick={() => {
              onRow(setRowField(row, 'message', { text: '' }));
              focusAfter('.text-key-editor input');
            }}
          >
            Show a message
          </button>
        ) : (
          <>
            <ValueEditor
              name="Message shown"
              value={message}
              onValue={(next) => onRow(setRowField(row, 'message', next))}
              problem={problemAt('message')}
              texts={texts}
              choices={[]}
              onText={onText}
              keyExample={`${table.id}.${row.id}`}
            />
            <button type="button" onClick={() => onRow(setRowField(row, 'message', undefined))}>
              Show no message
            </button>
          </>
        )}
        <div className="field">
          <label htmlFor={`${id}-log`}>Log level</label>
          <select
            id={`${id}-log`}
            value={typeof row.logLevel === 'string' ? row.logLevel : ''}
            onChange={(event) => onRow(setRowField(row, 'logLevel', event.target.value === '' ? undefined : event.target.value))}
          >
            <option value="">(not set: NONE)</option>
            <option value="INFO">INFO</option>
            <option value="ERROR">ERROR</option>
            <option value="NONE">NONE</option>
          </select>
        </div>
        <JsonField
          label="Effects (run in order)"
          value={row.effects ?? []}
          onChange={(next) => onRow(setRowField(row, 'effects', next))}
          problem={problemAt('effects')}
          help={effectsHelp(actions)}
          rows={3}
        />
      </div>
    );
  }
  const result = (row.result ?? {}) as Values;
  const setValue = (key: string, value: unknown): void => {
    const next = { ...result };
    if (value === undefined) delete next[key];
    else next[key] = value;
    onRow(setRowField(row, 'result', next));
  };
  // Keys other rows give that this one does not: offered first, so rows stay alike.
  const otherKeys = [
    ...new Set([...table.rows, ...(table.default ? [table.default] : [])].flatMap((other) => Object.keys((other.result ?? {}) as Values))),
  ].filter((key) => !(key in result));
  return (
    <div ref={scope} className="result-fields">
      {Object.entries(result).map(([key, value]) => (
        <div className="result-value" key={key} data-result-key={key}>
          <ValueEditor
            name={key}
            value={value}
            onValue={(next) => setValue(key, next)}
            problem={problemAt(`result/${key}`)}
            texts={texts}
            choices={/page/i.test(key) ? [...choicesOf(table, key), ...pageIds] : choicesOf(table, key)}
            onText={onText}
            keyExample={`${table.id}.${row.id}`}
          />
          {copied?.key === key && copied.value === JSON.stringify(value) ? (
            <p className="hint">As row “{copied.from}” gives it: change it for this row.</p>
          ) : null}
          <button type="button" onClick={() => setValue(key, undefined)}>
            Remove {key}
          </button>
        </div>
      ))}
      {otherKeys.length > 0 ? (
        <p>
          Other rows also give:{' '}
          {otherKeys.map((key) => {
            const source = [...table.rows, ...(table.default ? [table.default] : [])].find(
              (other) => (other.result as Values | undefined)?.[key] !== undefined,
            );
            const sample = (source?.result as Values | undefined)?.[key];
            return (
              <button
                key={key}
                type="button"
                onClick={() => {
                  const value = isTextRef(sample) ? { text: sample.text } : structuredClone(sample);
                  setValue(key, value);
                  setCopied({ key, from: source?.id ?? '', value: JSON.stringify(value) });
                  focusAfter(valueField(key));
                }}
              >
                Add {key}
              </button>
            );
          })}
        </p>
      ) : null}
      <div className="field new-result-value">
        <label htmlFor={`${id}-new`}>New result value named</label>
        <input id={`${id}-new`} type="text" value={newKey} onChange={(event) => setNewKey(event.target.value)} />
        <label htmlFor={`${id}-shape`}>holding</label>
        <select id={`${id}-shape`} value={newShape} onChange={(event) => setNewShape(event.target.value)}>
          {Object.keys(starts).map((shape) => (
            <option key={shape} value={shape}>
              {shape === 'text' ? 'a text' : shape === 'word' ? 'a word' : shape === 'JSON' ? 'a computed value' : `a ${shape}`}
            </option>
          ))}
        </select>
        <button
          type="button"
          disabled={!/^[a-z][a-zA-Z0-9]*$/.test(newKey) || newKey in result}
          onClick={() => {
            setValue(newKey, structuredClone(starts[newShape]));
            focusAfter(valueField(newKey));
            setNewKey('');
          }}
        >
          Add value
        </button>
      </div>
    </div>
  );
}
