import { DndContext, PointerSensor, closestCenter, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { KeyboardEvent, ReactNode } from 'react';
import { conditionSentence } from '../../shared/tables/conditionSentence.ts';
import { resultSummary } from '../../shared/tables/resultSummary.ts';
import type { Landing, RowState } from '../../shared/tables/tableFindings.ts';
import type { TableDocument, TableKind, TableRow } from '../../shared/tables/tableTypes.ts';
import { rowStateText } from './rowStateText.ts';
import { useGridFocus } from './useGridFocus.ts';
import { wordBreaks } from '../wordBreaks.tsx';

export interface RowGridProps {
  kind: TableKind;
  table: TableDocument;
  texts: Record<string, string>;
  states: readonly RowState[];
  landings: readonly Landing[];
  /** The selected row: an index, -1 for the default row, null for none. */
  selected: number | null;
  onSelect: (index: number) => void;
  /**
   * Moves a row; the row moved is selected at its new place (the editor selects it). False when it did not move: the
   * analyst kept another row open, whose typed words the move would drop (TableEditor asks).
   */
  onMove: (from: number, to: number) => boolean;
}

const columns = ['Row', 'Condition', 'Result', 'Examples', 'State'] as const;

/** Drag ids: by position (row ids may repeat while the analyst types; the error state shows that). */
const dragId = (index: number): string => `row-${index}`;

interface GridRowProps {
  index: number;
  gridRow: number;
  row: TableRow;
  cells: ReactNode[];
  state: RowState | null;
  selected: boolean;
  sortable: boolean;
  cellProps: (row: number, column: number) => object;
  onSelect: () => void;
}

function GridRow({ index, gridRow, row, cells, state, selected, sortable, cellProps, onSelect }: GridRowProps) {
  const { setNodeRef, setActivatorNodeRef, listeners, transform, transition, isDragging } = useSortable({ id: dragId(index), disabled: !sortable });
  return (
    <tr
      ref={setNodeRef}
      // Said outright: the narrow layout gives the rows display: block, which may drop a table's implicit roles.
      role="row"
      aria-rowindex={gridRow + 2}
      aria-selected={selected}
      className={`studio-table-row state-${state?.kind ?? 'default'}${selected ? ' selected' : ''}${isDragging ? ' dragging' : ''}`}
      style={{ transform: CSS.Translate.toString(transform), transition }}
      onClick={onSelect}
      data-row-id={row.id}
    >
      {cells.map((cell, column) => (
        // data-label: a narrow window stacks each row's cells, each after its column's name (tables.css).
        <td key={columns[column]} role="gridcell" data-label={columns[column]} {...cellProps(gridRow, column)}>
          <span className="cell-value">
            {column === 0 && sortable ? (
              // Pointer-only handle: the keyboard reorders with Alt+Arrow or the toolbar buttons (the arrows move between cells).
              <span ref={setActivatorNodeRef} className="drag-handle" aria-hidden="true" title="Drag to reorder" {...listeners}>
                ⠿
              </span>
            ) : null}
            {cell}
          </span>
        </td>
      ))}
    </tr>
  );
}

/**
 * Issue 19 item 3: the rows of a first-match table as an ARIA grid, in the
 * order they are tried, the default row last (it is not tried, it applies).
 * Enter or Space selects the focused row; Alt+ArrowUp/Down moves it.
 */
export function RowGrid({ kind, table, texts, states, landings, selected, onSelect, onMove }: RowGridProps) {
  const allRows: { row: TableRow; index: number }[] = [
    ...table.rows.map((row, index) => ({ row, index })),
    ...(table.default ? [{ row: table.default, index: -1 }] : []),
  ];
  const grid = useGridFocus(allRows.length, columns.length);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }));
  const examplesOf = (index: number): Landing[] => landings.filter((landing) => landing.row === index);
  const onKeyDown = (event: KeyboardEvent): void => {
    const entry = allRows[grid.active.row];
    if (!entry) return;
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      onSelect(entry.index);
      return;
    }
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown') && entry.index >= 0) {
      event.preventDefault();
      const to = entry.index + (event.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= table.rows.length) return;
      if (onMove(entry.index, to)) grid.focusCell({ row: to, column: grid.active.column });
      return;
    }
    grid.onKeyDown(event);
  };
  const onDragEnd = (event: DragEndEvent): void => {
    if (!event.over || event.active.id === event.over.id) return;
    const from = Number(String(event.active.id).slice(4));
    const to = Number(String(event.over.id).slice(4));
    onMove(from, to);
  };
  return (
    <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
      <SortableContext items={table.rows.map((_, index) => dragId(index))} strategy={verticalListSortingStrategy}>
        <table
          role="grid"
          aria-label={`Rows of ${table.id}, in the order they are tried`}
          aria-rowcount={allRows.length + 1}
          className="studio-table-grid"
          onKeyDown={onKeyDown}
        >
          <thead role="rowgroup">
            <tr role="row" aria-rowindex={1}>
              {columns.map((column) => (
                <th key={column} role="columnheader" scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody role="rowgroup">
            {allRows.map(({ row, index }, gridRow) => {
              const examples = examplesOf(index);
              const astray = examples.filter((landing) => !landing.own).length;
              const state = index >= 0 ? (states[index] ?? null) : null;
              return (
                <GridRow
                  key={dragId(gridRow)}
                  index={index}
                  gridRow={gridRow}
                  row={row}
                  state={state}
                  selected={selected === index}
                  sortable={index >= 0}
                  cellProps={grid.cellProps}
                  onSelect={() => onSelect(index)}
                  cells={[
                    <span key="id">
                      {index >= 0 ? <span className="row-number">{index + 1}.</span> : <span className="row-number">default</span>}{' '}
                      <code>{wordBreaks(row.id)}</code>
                    </span>,
                    index >= 0 ? wordBreaks(conditionSentence(row.when)) : kind === 'redirect' ? '' : 'when no row holds',
                    wordBreaks(resultSummary(kind, row, texts)),
                    astray > 0 ? `${examples.length} (${astray} elsewhere)` : String(examples.length),
                    state
                      ? wordBreaks(rowStateText(state))
                      : astray > 0
                        ? wordBreaks(`example lands on “${examples.find((landing) => !landing.own)?.landsOn}”`)
                        : 'applies when no row holds',
                  ]}
                />
              );
            })}
          </tbody>
        </table>
      </SortableContext>
    </DndContext>
  );
}
