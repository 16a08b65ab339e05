import type { AnalysisResult, ChangedExample } from '../../shared/tables/tableFindings.ts';
import type { TableDocument } from '../../shared/tables/tableTypes.ts';
import { neverHoldsWords } from '../../../tools/tables/neverHolds.ts';

export interface FindingsPanelProps {
  table: TableDocument;
  analysis: AnalysisResult | null;
  pending: boolean;
  changed: readonly ChangedExample[];
  onTry: (facts: Record<string, unknown>) => void;
}

const facts = (value: object): string => JSON.stringify(value);

/**
 * Issue 19 item 4: what flows:tables and flows:diff would say of the table as
 * it is now: rows that can never win and the rows covering them, overlaps
 * where order decides (each with facts to try), the gap of a `complete`
 * table, and every example whose winning row changed since the last save.
 */
export function FindingsPanel({ table, analysis, pending, changed, onTry }: FindingsPanelProps) {
  const id = (index: number): string => `“${table.rows[index]?.id ?? index}”`;
  const items: { key: string; text: string; witness?: Record<string, unknown>; harmless?: boolean }[] = [];
  for (const item of analysis?.shadowed ?? []) {
    const by = item.coveredBy.length === 1 ? `row ${id(item.coveredBy[0] as number)} covers it` : `rows ${item.coveredBy.map(id).join(', ')} cover it together`;
    items.push({
      key: `never-${item.row}`,
      text:
        table.rows[item.row]?.when === false
          ? `Row ${id(item.row)} has no condition yet: it never holds.`
          : item.never
            ? `Row ${id(item.row)} never holds, for any facts${item.proven ? '' : ' (not proven)'}: ${neverHoldsWords(item.never)}.`
            : item.coveredBy.length === 0
              ? `Row ${id(item.row)}: no facts found that make it hold.`
              : `Row ${id(item.row)} can never win: ${by}${item.proven ? '' : ' (not proven: it reads facts by text matching or array operators)'}.`,
    });
  }
  for (const overlap of analysis?.overlaps ?? []) {
    if (overlap.sameResult) {
      items.push({
        key: `overlap-${overlap.first}-${overlap.second}`,
        text: `Rows ${id(overlap.first)} and ${id(overlap.second)} overlap harmlessly: both give the same result, so their order changes nothing.`,
        harmless: true,
      });
      continue;
    }
    items.push({
      key: `overlap-${overlap.first}-${overlap.second}`,
      text: `Rows ${id(overlap.first)} and ${id(overlap.second)} overlap; order decides (${id(overlap.first)} wins). Both hold for ${facts(overlap.witness)}.`,
      witness: overlap.witness,
    });
  }
  if (analysis?.gap) items.push({ key: 'gap', text: `Marked complete, but no row matches ${facts(analysis.gap.witness)}.`, witness: analysis.gap.witness });
  for (const what of analysis?.gaveUp ?? []) items.push({ key: `gave-up-${what}`, text: `Gave up on ${what} (too many combinations).` });
  return (
    <section className="findings" aria-labelledby="findings-heading">
      <h3 id="findings-heading">Analysis</h3>
      <p role="status" aria-live="polite" className="findings-status">
        {analysis === null
          ? 'Analysing…'
          : pending
            ? 'Looking for overlaps…'
            : items.length === 0
              ? 'No row is shadowed, no rows overlap.'
              : `${items.length} finding(s).`}
      </p>
      <ul className="findings-list">
        {items.map((item) => (
          <li key={item.key} className={item.harmless ? 'harmless' : undefined}>
            {item.text}{' '}
            {item.witness ? (
              <button type="button" onClick={() => onTry(item.witness as Record<string, unknown>)}>
                Try these facts
              </button>
            ) : null}
          </li>
        ))}
      </ul>
      <h4>Examples whose winning row changed since the last save</h4>
      {changed.length === 0 ? (
        <p>None.</p>
      ) : (
        <ul className="changed-examples">
          {changed.map((example) => (
            <li key={`${example.name}-${facts(example.facts)}`}>
              {example.name}: was “{example.was}”, now “{example.now}”.{' '}
              <button type="button" onClick={() => onTry(example.facts)}>
                Try these facts
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
