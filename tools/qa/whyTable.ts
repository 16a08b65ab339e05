import { firstMatch } from '../../src/engine/firstMatch.ts';
import type { FirstMatchTable } from '../tables/firstMatchTables.ts';
import { explainCondition } from './explainCondition.ts';

/**
 * Which row of a first-match table wins for these facts, and why: the rows
 * before it with the parts that failed, the winner with the parts that held.
 * Rows after the winner are not evaluated at runtime, so not here either.
 */
export function whyTable(table: FirstMatchTable, facts: object): { winner: string; lines: string[] } {
  const match = (() => {
    try {
      return firstMatch(table.rows, facts);
    } catch {
      return { index: -1, row: undefined };
    }
  })();
  const winner = match.row?.id ?? table.fallback;
  const lines = [`${table.name}: ${match.row ? `row "${winner}" wins (row ${match.index + 1} of ${table.rows.length})` : `no row holds: "${winner}" applies`}`];
  const tried = match.index === -1 ? table.rows : table.rows.slice(0, match.index + 1);
  tried.forEach((row, index) => {
    lines.push(`  ${index === match.index ? '→' : ' '} ${row.id}: ${index === match.index ? 'holds' : 'does not hold'}`);
    lines.push(...explainCondition(row.when, facts));
  });
  return { winner, lines };
}
