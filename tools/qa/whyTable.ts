import { explainRows } from '../../src/engine/why/explainRows.ts';
import type { FirstMatchTable } from '../tables/firstMatchTables.ts';
import { conditionLines } from './explainCondition.ts';

/**
 * Which row of a first-match table wins for these facts, and why: the rows
 * before it with the parts that failed, the winner with the parts that held.
 * The explanation itself is src/engine/why (the debug panel shows the same).
 */
export function whyTable(table: FirstMatchTable, facts: object): { winner: string; lines: string[] } {
  const explained = explainRows(table.rows, facts, table.fallback);
  const lines = [
    `${table.name}: ${explained.index >= 0 ? `row "${explained.winner}" wins (row ${explained.index + 1} of ${table.rows.length})` : `no row holds: "${explained.winner}" applies`}`,
  ];
  for (const row of explained.rows) {
    lines.push(`  ${row.won ? '→' : ' '} ${row.id}: ${row.won ? 'holds' : 'does not hold'}`);
    lines.push(...conditionLines(row.condition));
  }
  return { winner: explained.winner, lines };
}
