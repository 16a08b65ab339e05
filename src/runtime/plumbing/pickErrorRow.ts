import { holds } from '../../logic/evaluate.ts';
import type { ErrorDefault, ErrorRow, ErrorTable } from '../../model/flowTypes.ts';

/**
 * The row of an error table that applies: the first whose `when` holds over
 * the facts plus error.*, else the default. Pure.
 */
export function pickErrorRow(table: ErrorTable, facts: object): ErrorRow | ErrorDefault {
  return table.rows.find((row) => holds(row.when, facts)) ?? table.default;
}
