import { guardText } from '../../../tools/qa/guardText.ts';
import type { TableKind, TableRow } from './tableTypes.ts';

/** What a row gives, in one line for the grid's "result" column. */

function valueSummary(value: unknown, texts: Record<string, string>): string {
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    if (typeof record.text === 'string') return `“${texts[record.text] ?? record.text}”`;
    if (typeof record.fact === 'string') return `the fact ${record.fact}`;
    if (typeof record.fragment === 'string') return `fragment ${record.fragment}`;
    if ('logic' in record) return `computed: ${guardText(record.logic)}`;
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

export function resultSummary(kind: TableKind, row: TableRow, texts: Record<string, string>): string {
  if (kind === 'redirect') return row.to === undefined ? '' : `to ${valueSummary(row.to, texts)}`;
  if (kind === 'error') {
    const parts: string[] = [];
    if (row.message !== undefined) parts.push(`message ${valueSummary(row.message, texts)}`);
    const effects = Array.isArray(row.effects) ? row.effects : [];
    const actions = effects.map((effect) => (effect !== null && typeof effect === 'object' ? Object.values(effect as object)[0] : effect)).map(String);
    if (actions.length > 0) parts.push(`then ${actions.join(', ')}`);
    if (typeof row.logLevel === 'string' && row.logLevel !== 'NONE') parts.push(`log ${row.logLevel}`);
    return parts.join('; ') || 'nothing shown';
  }
  const result = row.result !== null && typeof row.result === 'object' ? (row.result as Record<string, unknown>) : {};
  return Object.entries(result)
    .map(([key, value]) => `${key}: ${valueSummary(value, texts)}`)
    .join(', ');
}
