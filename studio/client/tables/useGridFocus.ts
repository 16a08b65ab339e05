import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

export interface GridCell {
  row: number;
  column: number;
}

/**
 * Keyboard use of an ARIA grid (WAI-ARIA APG "Data Grid"): one cell is in
 * the tab order (roving tabindex); arrows, Home/End and Ctrl+Home/End move
 * between cells. The grid calls `onKey` first for its own keys (select, move).
 */
export function useGridFocus(rowCount: number, columnCount: number) {
  const [active, setActive] = useState<GridCell>({ row: 0, column: 0 });
  const cells = useRef(new Map<string, HTMLElement>());
  const clamp = (cell: GridCell): GridCell => ({
    row: Math.max(0, Math.min(rowCount - 1, cell.row)),
    column: Math.max(0, Math.min(columnCount - 1, cell.column)),
  });
  const current = clamp(active);
  const focusCell = useCallback((cell: GridCell) => {
    setActive(cell);
    // The cell exists already: focus it now, not after the re-render, so screen readers follow at once.
    cells.current.get(`${cell.row}:${cell.column}`)?.focus();
  }, []);
  const cellProps = (row: number, column: number) => ({
    tabIndex: current.row === row && current.column === column ? 0 : -1,
    ref: (element: HTMLElement | null) => {
      if (element) cells.current.set(`${row}:${column}`, element);
      else cells.current.delete(`${row}:${column}`);
    },
    onFocus: () => {
      if (current.row !== row || current.column !== column) setActive({ row, column });
    },
  });
  const onKeyDown = (event: KeyboardEvent): boolean => {
    const moves: Record<string, GridCell> = {
      ArrowUp: { row: current.row - 1, column: current.column },
      ArrowDown: { row: current.row + 1, column: current.column },
      ArrowLeft: { row: current.row, column: current.column - 1 },
      ArrowRight: { row: current.row, column: current.column + 1 },
      Home: event.ctrlKey ? { row: 0, column: 0 } : { row: current.row, column: 0 },
      End: event.ctrlKey ? { row: rowCount - 1, column: columnCount - 1 } : { row: current.row, column: columnCount - 1 },
      PageUp: { row: 0, column: current.column },
      PageDown: { row: rowCount - 1, column: current.column },
    };
    const target = moves[event.key];
    if (!target || event.altKey) return false;
    event.preventDefault();
    focusCell(clamp(target));
    return true;
  };
  return { active: current, cellProps, onKeyDown, focusCell };
}
