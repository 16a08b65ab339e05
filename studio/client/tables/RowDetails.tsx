import { useEffect, useRef, type ReactNode } from 'react';
import { patternSaid } from '../../../tools/flowcheck/patternWords.ts';
import { conditionSentence } from '../../shared/tables/conditionSentence.ts';
import { setRowField } from '../../shared/tables/rowEdits.ts';
import type { Landing } from '../../shared/tables/tableFindings.ts';
import type { TableDocument, TableExample, TableKind, TableProblem, TableRow, TableStudioContext } from '../../shared/tables/tableTypes.ts';
import { ExamplesEditor } from './ExamplesEditor.tsx';
import { JsonField } from './JsonField.tsx';

export interface RowDetailsProps {
  kind: TableKind;
  table: TableDocument;
  /** -1 for the default row. */
  index: number;
  row: TableRow;
  landings: readonly Landing[];
  /** Problems of this row, pointers relative to the table file. */
  problems: readonly TableProblem[];
  context: TableStudioContext;
  onRow: (next: TableRow) => void;
  onTry: (facts: Record<string, unknown>) => void;
  /** The condition editor (builder and JSON Logic tabs); a plain JSON field when absent. */
  conditionEditor?: (props: { value: unknown; onChange: (next: unknown) => void; problem?: string }) => ReactNode;
  /** The row was just added: its id field takes the focus with its words selected, so the analyst types its id at once. */
  focusId?: boolean;
  /** Called once the id field has taken the focus, so a later remount (an Undo re-keys these details) does not take it again. */
  onFocused?: () => void;
  /** The result editors; plain JSON fields when absent. */
  resultEditor?: (props: { row: TableRow; onRow: (next: TableRow) => void; problemAt: (field: string) => string | undefined }) => ReactNode;
}

/** The fields a row gives, by table kind (the rest of a row is id, when, note and examples). */
export const resultFields: Record<TableKind, string[]> = {
  decision: ['result'],
  error: ['message', 'logLevel', 'logSubEvent', 'effects'],
  redirect: ['to'],
};

/** What a row id may be (schemas/*-table.schema.json), in the words flows:check refuses one with (tools/flowcheck/patternWords.ts). */
const rowIdPattern = '^[a-z][a-zA-Z0-9]*$';
const rowIdHint = `Write ${patternSaid(rowIdPattern) ?? 'an id'}.`;

/** The selected row's fields: id, note, condition, result, examples. */
export function RowDetails({
  kind,
  table,
  index,
  row,
  landings,
  problems,
  context,
  onRow,
  onTry,
  conditionEditor,
  resultEditor,
  focusId = false,
  onFocused,
}: RowDetailsProps) {
  const idInput = useRef<HTMLInputElement>(null);
  // Once, as the new row's details open (TableEditor keys them by opening, useOpenRow.ts): typing replaces the placeholder id "newRow".
  useEffect(() => {
    if (!focusId) return;
    idInput.current?.focus();
    idInput.current?.select();
    onFocused?.();
    // Only the flag starts it: a new onFocused each render must not focus again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [focusId]);
  const prefix = index === -1 ? '/default' : `/rows/${index}`;
  const problemAt = (field: string): string | undefined =>
    problems
      .filter((problem) => problem.pointer === `${prefix}/${field}` || problem.pointer.startsWith(`${prefix}/${field}/`))
      .map((problem) => problem.message)
      .join(' ') || undefined;
  const idProblem = problemAt('id');
  const set = (field: string, value: unknown): void => onRow(setRowField(row, field, value));
  return (
    <section className="row-details" aria-label={`Row ${row.id}`}>
      {/* The target of a reveal (TableEditor): focusable by script only, so a link to this row lands here. */}
      <h3 id="row-details-heading" tabIndex={-1}>
        {index === -1 ? `Default row “${row.id}”` : `Row ${index + 1}: “${row.id}”`}
      </h3>
      <div className="field">
        <label htmlFor="row-id">Row id</label>
        <input
          ref={idInput}
          id="row-id"
          type="text"
          value={row.id}
          pattern="[a-z][a-zA-Z0-9]*"
          aria-invalid={Boolean(idProblem)}
          aria-describedby="row-id-hint"
          onChange={(event) => onRow({ ...row, id: event.target.value })}
        />
        <span id="row-id-hint" className={idProblem ? 'field-problem' : 'hint'}>
          {idProblem ?? rowIdHint}
        </span>
      </div>
      <div className="field">
        <label htmlFor="row-note">Note (why this row exists)</label>
        <textarea id="row-note" rows={2} value={row.note ?? ''} onChange={(event) => set('note', event.target.value === '' ? undefined : event.target.value)} />
      </div>
      {index >= 0 ? (
        <div className="condition">
          <h4>Condition</h4>
          <p className="sentence">{conditionSentence(row.when)}</p>
          {conditionEditor ? (
            conditionEditor({ value: row.when, onChange: (next) => set('when', next), problem: problemAt('when') })
          ) : (
            <JsonField label="Condition (JSON Logic)" value={row.when} onChange={(next) => set('when', next)} problem={problemAt('when')} />
          )}
        </div>
      ) : null}
      <div className="result">
        <h4>{kind === 'redirect' ? 'Target' : 'Result'}</h4>
        {resultEditor
          ? resultEditor({ row, onRow, problemAt })
          : resultFields[kind].map((field) => (
              <JsonField key={field} label={field} value={row[field]} onChange={(next) => set(field, next)} problem={problemAt(field)} rows={3} />
            ))}
      </div>
      <ExamplesEditor
        table={table}
        rowId={row.id}
        examples={row.examples ?? []}
        landings={landings}
        context={context}
        onChange={(next: TableExample[]) => set('examples', next)}
        onTry={onTry}
      />
    </section>
  );
}
