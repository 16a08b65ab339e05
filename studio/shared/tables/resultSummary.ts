import { guardText } from '../../../tools/qa/guardText.ts';
import type { TableKind, TableRow } from './tableTypes.ts';
import { isRecord } from '../../../tools/isRecord.ts';

/** What a row gives, in one line for the grid's "result" column. */

function valueSummary(value: unknown, texts: Record<string, string>): string {
  if (isRecord(value)) {
    if (typeof value.text === 'string') return `“${texts[value.text] ?? value.text}”`;
    if (typeof value.fact === 'string') return `the fact ${value.fact}`;
    if (typeof value.fragment === 'string') return `fragment ${value.fragment}`;
    if ('logic' in value) return `computed: ${guardText(value.logic)}`;
  }
  if (typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * One effect of an error row in words: an action by its name, a redirect by
 * where it goes, a tracked event by its name (src/runtime/calls/ErrorTable.ts
 * runs them). Each effect is an object whose first key says what it does;
 * showing that key's value raw gave "[object Object]" for a redirect to a fact.
 */
function effectSummary(effect: unknown, texts: Record<string, string>): string {
  if (effect === null || typeof effect !== 'object' || Array.isArray(effect)) return String(effect);
  const record = effect as Record<string, unknown>;
  if (typeof record.action === 'string') return record.action;
  if ('redirect' in record) return `go to ${valueSummary(record.redirect, texts)}`;
  if (typeof record.track === 'string') return `track ${record.track}`;
  const [name, value] = Object.entries(record)[0] ?? ['nothing', undefined];
  return value === undefined ? name : `${name} ${valueSummary(value, texts)}`;
}

export function resultSummary(kind: TableKind, row: TableRow, texts: Record<string, string>): string {
  if (kind === 'redirect') return row.to === undefined ? '' : `to ${valueSummary(row.to, texts)}`;
  if (kind === 'error') {
    const parts: string[] = [];
    if (row.message !== undefined) parts.push(`message ${valueSummary(row.message, texts)}`);
    const effects = Array.isArray(row.effects) ? row.effects : [];
    const actions = effects.map((effect) => effectSummary(effect, texts));
    if (actions.length > 0) parts.push(`then ${actions.join(', ')}`);
    if (typeof row.logLevel === 'string' && row.logLevel !== 'NONE') parts.push(`log ${row.logLevel}`);
    return parts.join('; ') || 'nothing shown';
  }
  const result = row.result !== null && typeof row.result === 'object' ? (row.result as Record<string, unknown>) : {};
  return Object.entries(result)
    .map(([key, value]) => `${key}: ${valueSummary(value, texts)}`)
    .join(', ');
}
