import { useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { addRow, deleteRow, duplicateRow, moveRow, newRowTemplate, replaceRow } from '../../shared/tables/rowEdits.ts';
import { changedExamples, landingsOf, problemsOfRow, rowStates } from '../../shared/tables/tableFindings.ts';
import type { TableDocument, TableKind, TableProblem, TableRow, TableStudioContext } from '../../shared/tables/tableTypes.ts';
import type { TableAnalyser } from './analysisProtocol.ts';
import type { CompanionTexts } from '../editorSlot.ts';
import { isEnglishTextsFile, isSpanishTextsFile } from '../editors/texts/textKeys.ts';
import { factCatalog } from '../../shared/tables/factCatalog.ts';
import { ConditionEditor, type ConditionEditorProps } from './ConditionEditor.tsx';
import { FindingsPanel } from './FindingsPanel.tsx';
import { RowDetails, type RowDetailsProps } from './RowDetails.tsx';
import { ResultEditor } from './ResultEditor.tsx';
import { RowGrid } from './RowGrid.tsx';
import { RowToolbar } from './RowToolbar.tsx';
import { defaultAnalyser } from './tableAnalysers.ts';
import { SpanishTexts, type TextWriter } from './TextKeyEditor.tsx';
import { TryItPanel } from './TryItPanel.tsx';
import { useOpenRow } from './useOpenRow.ts';
import { useTableAnalysis } from './useTableAnalysis.ts';
import { withUnsavedTexts } from './unsavedTexts.ts';
import { PendingTextKeys, pendingTextKeys } from './pendingTextKeys.ts';
import { mayDropTypedWords } from '../shell/heldText.ts';
import { UnsavedTyping, useTypingScope } from '../unsavedTyping.ts';
import { wordBreaks } from '../wordBreaks.tsx';
import './tables.css';

export interface TableEditorProps {
  kind: TableKind;
  /** The table as edited now (the file's JSON). */
  table: TableDocument;
  /** The version on disk, for "examples whose winning row changed"; none: nothing to compare. */
  saved?: TableDocument;
  /** The studio's checks of `table`, placed by JSON pointer inside the file. */
  problems?: readonly TableProblem[];
  context: TableStudioContext;
  /** Every edit gives the whole next table; the shell keeps undo and redo and decides when to save. */
  onChange: (next: TableDocument) => void;
  /** Runs the table analysis; a module worker by default. */
  analyser?: TableAnalyser;
  /** The studio's JSON editor for the condition's JSON Logic tab; a plain JSON field when absent. */
  jsonEditor?: ConditionEditorProps['jsonEditor'];
  /**
   * Puts a row's text (an existing key, or a new one with its Spanish words) in the table's draft, to be saved with
   * it (useTextKeeping); absent: texts are shown read-only.
   */
  onTextChange?: TextWriter;
  /**
   * The texts the draft gives the texts files and the table's Save has not written yet (the slot's `companions`, and
   * those a save just wrote until the context holds them): shown over the saved ones, in the grid and the fields.
   */
  unsavedTexts?: readonly CompanionTexts[];
  /** Of unsavedTexts, those no save has written yet (PendingTextKeys); all of them when not given. */
  pendingTexts?: readonly CompanionTexts[];
  /**
   * A place in the file to show (the slot's `focus`: a problem's pointer, a row a "Where … is used" link names):
   * a pointer inside a row (`/rows/11`, `/rows/2/when`, `/default`) selects that row and takes the focus to its details.
   */
  reveal?: string;
  /** Counts the requests to show `reveal` (the slot's `focusRequest`): the same place asked again is shown again. */
  revealRequest?: number;
}

/** The row a pointer is inside: its index, -1 for the default row, null when it names no row of this table. */
export function rowAtPointer(table: TableDocument, pointer: string | undefined): number | null {
  if (pointer === undefined) return null;
  if (pointer === '/default' || pointer.startsWith('/default/')) return table.default ? -1 : null;
  const row = /^\/rows\/(\d+)(?:\/|$)/.exec(pointer);
  const index = row ? Number(row[1]) : NaN;
  return index < table.rows.length ? index : null;
}

const sharedAnalyser: { current: TableAnalyser | null } = { current: null };
function analyserOnce(): TableAnalyser {
  sharedAnalyser.current ??= defaultAnalyser();
  return sharedAnalyser.current;
}

/**
 * Issue 19 items 3 and 4: the editor of one decision, error or redirect
 * table. The grid lists the rows in the order they are tried with their
 * state; the toolbar adds, duplicates, deletes and moves the selected row;
 * the selected row opens below; the analysis and "try it" sit beside.
 */
export function TableEditor({
  kind,
  table,
  saved,
  problems = [],
  context,
  onChange,
  analyser,
  jsonEditor,
  onTextChange,
  unsavedTexts = [],
  pendingTexts = unsavedTexts,
  reveal,
  revealRequest,
}: TableEditorProps): ReactNode {
  const { selected, opening, open, follow } = useOpenRow(() => rowAtPointer(table, reveal) ?? (table.rows.length > 0 ? 0 : null));
  // Words typed in the selected row's details and not in the table yet ("Text shown", its Spanish, JSON Logic that does
  // not parse): another row's details replace them, so moving to another row asks first, as the shell asks before
  // another file (studio/README.md "Editor slot", issue 19 item 7). The shell's guard still counts them too. So do the
  // row actions that open other details (Add row, Duplicate) or take the row away (Delete); Move up and Move down keep
  // the details, and the words follow their row (useOpenRow.ts).
  const [rowWordsHeld, reportRowTyping] = useTypingScope();
  const mayLeaveRow = (to: number | null): boolean =>
    to === selected || mayDropTypedWords(rowWordsHeld, to === -1 ? 'Open the default row' : to === null ? 'Close the row' : `Open row ${to + 1}`);
  const mayDropRowWords = (action: string): boolean => mayDropTypedWords(rowWordsHeld, action);
  // A row asked for (at opening, or later from a problem or a use): selected, and its details take the focus, so
  // "error table serviceErrors row cancelledCase" lands on that row and not on row 1 with the focus lost (the link
  // that was clicked is gone once the file opens). Each request counts, the same pointer asked again too (`revealRequest`).
  const [revealed, setRevealed] = useState<[string | undefined, number | undefined]>([reveal, revealRequest]);
  // Each request a new object: the effect below sees it once.
  const [pendingReveal, setPendingReveal] = useState<{ at: number } | null>(null);
  const [focusRequest, setFocusRequest] = useState(() => (rowAtPointer(table, reveal) === null ? 0 : 1));
  if (reveal !== revealed[0] || revealRequest !== revealed[1]) {
    setRevealed([reveal, revealRequest]);
    const at = rowAtPointer(table, reveal);
    if (at !== null) setPendingReveal({ at });
  }
  useEffect(() => {
    if (focusRequest === 0) return;
    const heading = document.getElementById('row-details-heading');
    heading?.scrollIntoView?.({ block: 'start' });
    heading?.focus({ preventScroll: true });
  }, [focusRequest]);
  const [tryFacts, setTryFacts] = useState<Record<string, unknown>>({});
  const [announcement, setAnnouncement] = useState('');
  // The row "Add row" just made: its details take the focus once (issue 19 item 3, the grid by keyboard alone); any other
  // move, or the focus taken, clears it, so an Undo that re-keys the details does not put the focus in another row's id.
  const [focusRow, setFocusRow] = useState<number | null>(null);
  // Asked once the request is rendered (a dialog is no thing to open while rendering); "no" keeps the row and its words.
  const openRevealed = useEffectEvent((at: number) => {
    if (!mayLeaveRow(at)) return;
    if (at !== selected) open(at);
    setFocusRow(null);
    setFocusRequest((count) => count + 1);
  });
  useEffect(() => {
    // The row changes after the analyst's answer to the dialog (an outside system), once per request, not while rendering.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    if (pendingReveal) openRevealed(pendingReveal.at);
  }, [pendingReveal]);
  const runner = useMemo(() => analyser ?? analyserOnce(), [analyser]);
  const analysis = useTableAnalysis(kind, table, context, runner);
  const landings = useMemo(() => landingsOf(table, context), [table, context]);
  const states = rowStates(table, analysis.result, landings, problems, analysis.pending);
  const texts = useMemo(() => withUnsavedTexts(context.texts, unsavedTexts, isEnglishTextsFile), [context.texts, unsavedTexts]);
  const spanishTexts = useMemo(() => withUnsavedTexts(context.spanishTexts, unsavedTexts, isSpanishTextsFile), [context.spanishTexts, unsavedTexts]);
  const pending = useMemo(() => pendingTextKeys(pendingTexts), [pendingTexts]);
  const resultEditor: RowDetailsProps['resultEditor'] = (props) => (
    <SpanishTexts value={spanishTexts}>
      <PendingTextKeys value={pending}>
        <ResultEditor {...props} kind={kind} table={table} texts={texts} pageIds={context.pageIds} onText={onTextChange} actions={context.actions} />
      </PendingTextKeys>
    </SpanishTexts>
  );
  const facts = useMemo(() => factCatalog(context.vocabulary), [context]);
  const conditionEditor: RowDetailsProps['conditionEditor'] = (props) => (
    <ConditionEditor {...props} vocabulary={context.vocabulary} facts={facts} jsonEditor={jsonEditor} />
  );
  const changed = useMemo(() => (saved ? changedExamples(saved, table, context) : []), [saved, table, context]);
  const current = selected === null ? undefined : selected === -1 ? table.default : table.rows[selected];
  const rowIndex = selected ?? 0;
  const isRow = selected !== null && selected >= 0;

  // A row added, duplicated or deleted: the row then open has new details (the caller asked first if words were typed).
  const edit = (next: TableDocument, message: string, selectIndex: number | null, focusNew = false): void => {
    onChange(next);
    open(selectIndex);
    setFocusRow(focusNew ? selectIndex : null);
    setAnnouncement(message);
  };
  const select = (index: number | null): void => {
    if (!mayLeaveRow(index)) return;
    if (index !== selected) open(index);
    setFocusRow(null);
  };
  const add = (): void => {
    if (!mayDropRowWords('Add a row')) return;
    const at = isRow ? rowIndex + 1 : table.rows.length;
    const next = addRow(table, newRowTemplate(kind), at);
    // Said politely in the live region below, after the id field's own name and value.
    edit(next, `Row “${next.rows[at]?.id ?? ''}” added as row ${at + 1} of ${next.rows.length}. Type its id.`, at, true);
  };
  // The row moved is selected at its new place. The open row (the toolbar's Move up and Move down, or dragged) keeps its
  // details and the words typed in them; another row moved (dragged, or Alt+Arrow on another row of the grid) opens
  // in their place, so that asks first. False: the analyst kept the row open, nothing moved.
  const move = (from: number, to: number): boolean => {
    const id = table.rows[from]?.id ?? '';
    if (from !== selected && !mayDropRowWords(`Move row ${from + 1} and open it`)) return false;
    onChange(moveRow(table, from, to));
    if (from === selected) follow(to);
    else open(to);
    setFocusRow(null);
    setAnnouncement(`Row “${id}” moved to position ${to + 1} of ${table.rows.length}.`);
    return true;
  };
  const duplicate = (): void => {
    if (mayDropRowWords(`Duplicate row ${rowIndex + 1} and open the copy`)) edit(duplicateRow(table, rowIndex), 'Row duplicated.', rowIndex + 1);
  };
  const remove = (): void => {
    if (!mayDropRowWords(`Delete row “${current?.id}”`)) return;
    edit(deleteRow(table, rowIndex), `Row “${current?.id}” deleted.`, Math.min(rowIndex, table.rows.length - 2));
  };
  const tryIt = (facts: Record<string, unknown>): void => {
    setTryFacts(facts);
    document.getElementById('try-it-heading')?.scrollIntoView?.({ block: 'nearest' });
  };
  return (
    <div className="table-editor">
      <header className="table-editor-header">
        <h2>
          {kind === 'decision' ? 'Decision table' : kind === 'error' ? 'Error table' : 'Redirect table'} <code>{table.id}</code>
        </h2>
        {/* Its code paths break at their slashes: src/runtime/plumbing/crashRecovery/CrashModule.ts ran past a 375 px window. */}
        {table.description ? <p className="description">{wordBreaks(table.description)}</p> : null}
      </header>
      <RowToolbar
        controls="table-rows"
        actions={[
          { label: 'Add row', disabled: false, run: add },
          { label: 'Duplicate', disabled: !isRow, run: duplicate },
          { label: 'Delete', disabled: !isRow || table.rows.length <= 1, run: remove },
          { label: 'Move up', disabled: !isRow || rowIndex === 0, run: () => move(rowIndex, rowIndex - 1) },
          { label: 'Move down', disabled: !isRow || rowIndex >= table.rows.length - 1, run: () => move(rowIndex, rowIndex + 1) },
        ]}
      />
      <p className="hint">Arrow keys move between cells; Enter selects a row; Alt+Arrow Up/Down moves it; or drag a row by its handle.</p>
      <div id="table-rows" className="grid-scroll">
        <RowGrid kind={kind} table={table} texts={texts} states={states} landings={landings} selected={selected} onSelect={select} onMove={move} />
      </div>
      <p role="status" aria-live="polite" className="visually-hidden">
        {announcement}
      </p>
      <div className="table-editor-panes">
        {current && selected !== null ? (
          <UnsavedTyping value={reportRowTyping}>
            <RowDetails
              // A new opening gives new details; the row count too, for an Undo or Redo of an added or deleted row.
              key={`${opening}:${table.rows.length}`}
              kind={kind}
              table={table}
              index={selected}
              row={current}
              landings={landings.filter((landing) => landing.row === selected)}
              problems={problemsOfRow(problems, selected)}
              context={context}
              onRow={(next: TableRow) => onChange(replaceRow(table, selected, next))}
              onTry={tryIt}
              focusId={focusRow === selected}
              onFocused={() => setFocusRow(null)}
              conditionEditor={conditionEditor}
              resultEditor={resultEditor}
            />
          </UnsavedTyping>
        ) : null}
        <div className="side">
          <FindingsPanel table={table} analysis={analysis.result} pending={analysis.pending} changed={changed} onTry={tryIt} />
          <TryItPanel table={table} context={context} facts={tryFacts} onFacts={setTryFacts} />
        </div>
      </div>
    </div>
  );
}
