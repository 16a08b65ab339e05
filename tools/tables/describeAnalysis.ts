import type { TableAnalysis } from './analyseTable.ts';
import { neverHoldsWords } from './neverHolds.ts';

/** One line per finding, for analysts: rows by id, witnesses as the facts to lay over a signed-out desktop visitor. */
export function describeAnalysis(analysis: TableAnalysis): string[] {
  const { table } = analysis;
  const id = (index: number): string => `"${table.rows[index]?.id ?? index}"`;
  const lines: string[] = [];
  for (const item of analysis.shadowed) {
    if (item.never) {
      lines.push(`${table.name}: row ${id(item.row)} never holds, for any facts${item.proven ? '' : ' (not proven)'}: ${neverHoldsWords(item.never)}.`);
      continue;
    }
    if (item.coveredBy.length === 0) {
      lines.push(
        `${table.name}: row ${id(item.row)}: the analysis found no facts that make it hold (it reads facts by text matching or array operators, where the analysis gives up).`,
      );
      continue;
    }
    const by = item.coveredBy.length === 1 ? `row ${id(item.coveredBy[0] as number)} covers it` : `rows ${item.coveredBy.map(id).join(', ')} cover it together`;
    lines.push(
      `${table.name}: row ${id(item.row)} ${item.proven ? 'can never win' : 'never won in the analysis (not proven: some fact is read in a way it cannot enumerate)'}: ${by}.`,
    );
  }
  for (const item of analysis.overlaps) {
    if (item.sameResult) {
      lines.push(`${table.name}: rows ${id(item.first)} and ${id(item.second)} overlap harmlessly: both give the same result, so their order changes nothing.`);
      continue;
    }
    lines.push(
      `${table.name}: rows ${id(item.first)} and ${id(item.second)} overlap, order decides (${id(item.first)} wins); both hold for ${JSON.stringify(item.witness)}.`,
    );
  }
  if (analysis.gap) lines.push(`${table.name}: marked complete, but no row matches ${JSON.stringify(analysis.gap.witness)} (it falls to "${table.fallback}").`);
  for (const what of analysis.gaveUp) lines.push(`${table.name}: gave up on ${what} (too many combinations).`);
  return lines;
}
