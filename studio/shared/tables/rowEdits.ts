import type { TableDocument, TableKind, TableRow } from './tableTypes.ts';

/**
 * The row edits of the table editor, as pure functions from one table to the
 * next (the shell keeps the history, so undo is "the table before"). Rows
 * keep their written keys and order; nothing else in the table is touched.
 */

/** An id no row (nor the default) uses yet: `base`, then `base2`, `base3`... */
export function freeRowId(table: TableDocument, base: string): string {
  const taken = new Set([...table.rows.map((row) => row.id), table.default?.id]);
  if (!taken.has(base)) return base;
  let counter = 2;
  while (taken.has(`${base}${counter}`)) counter += 1;
  return `${base}${counter}`;
}

function withRows(table: TableDocument, rows: TableRow[]): TableDocument {
  return { ...table, rows };
}

/**
 * A new row at `index` (default: the end). It holds never until its condition
 * is written (`false` is valid JSON Logic and cannot win), so adding it does
 * not change any example's outcome; its first example is an empty facts form.
 */
export function addRow(table: TableDocument, template: Partial<TableRow> = {}, index = table.rows.length): TableDocument {
  const row: TableRow = { id: freeRowId(table, 'newRow'), when: false, ...template, examples: template.examples ?? [{ facts: {} }] };
  const rows = [...table.rows];
  rows.splice(index, 0, row);
  return withRows(table, rows);
}

/**
 * What a new row of each kind holds besides its id, condition and examples: what the row editor shows it holding.
 * An error-table row must have `effects` (schemas/error-table.schema.json); its box showed `[]` while the row had
 * none, so flows:check refused the row until the analyst typed the JSON the box already showed.
 */
export function newRowTemplate(kind: TableKind): Partial<TableRow> {
  return kind === 'error' ? { effects: [] } : {};
}

/** A copy of row `index` right below it, with its own id. */
export function duplicateRow(table: TableDocument, index: number): TableDocument {
  const source = table.rows[index];
  if (!source) return table;
  const copy = structuredClone(source);
  copy.id = freeRowId(table, `${source.id}Copy`);
  const rows = [...table.rows];
  rows.splice(index + 1, 0, copy);
  return withRows(table, rows);
}

export function deleteRow(table: TableDocument, index: number): TableDocument {
  if (!table.rows[index]) return table;
  return withRows(
    table,
    table.rows.filter((_, position) => position !== index),
  );
}

/** Moves row `from` to position `to` (both 0-based; `to` is its index after the move). */
export function moveRow(table: TableDocument, from: number, to: number): TableDocument {
  if (from === to || !table.rows[from] || to < 0 || to >= table.rows.length) return table;
  const rows = [...table.rows];
  const [row] = rows.splice(from, 1);
  rows.splice(to, 0, row as TableRow);
  return withRows(table, rows);
}

/** Replaces row `index` (or the default row when index is -1) with `next`. */
export function replaceRow(table: TableDocument, index: number, next: TableRow): TableDocument {
  if (index === -1) return table.default ? { ...table, default: next } : table;
  if (!table.rows[index]) return table;
  return withRows(
    table,
    table.rows.map((row, position) => (position === index ? next : row)),
  );
}

/** Sets one field of a row, keeping its place among the row's keys (or adding it before `examples`). */
export function setRowField(row: TableRow, field: string, value: unknown): TableRow {
  if (value === undefined) {
    const { [field]: _removed, ...rest } = row;
    return rest as TableRow;
  }
  if (field in row) return { ...row, [field]: value };
  const entries = Object.entries(row);
  const before = entries.findIndex(([key]) => key === 'examples');
  entries.splice(before === -1 ? entries.length : before, 0, [field, value]);
  return Object.fromEntries(entries) as TableRow;
}
