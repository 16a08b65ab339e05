import type { RowState } from '../../shared/tables/tableFindings.ts';

const quoted = (ids: readonly string[]): string => ids.map((id) => `“${id}”`).join(', ');

/** The grid's "state" column in words (issue 19 item 3: fine, can never win, overlaps with row X, example lands elsewhere, error). */
export function rowStateText(state: RowState): string {
  switch (state.kind) {
    case 'fine':
      return 'fine';
    case 'checking':
      return 'looking for overlaps…';
    case 'error':
      return `error: ${state.messages[0] ?? ''}${state.messages.length > 1 ? ` (+${state.messages.length - 1} more)` : ''}`;
    case 'never':
      if (state.why) return `never holds, for any facts${state.proven ? '' : ' (not proven)'}: ${state.why}`;
      if (state.coveredBy.length === 0) return 'never holds: write its condition (no facts found that make it hold)';
      return `can never win: ${state.coveredBy.length === 1 ? `row ${quoted(state.coveredBy)} covers it` : `rows ${quoted(state.coveredBy)} cover it`}${state.proven ? '' : ' (not proven)'}`;
    case 'elsewhere':
      return state.examples.map((example) => `example “${example.name}” lands on “${example.landsOn}”`).join('; ');
    case 'overlap':
      return `overlaps with row ${quoted(state.with)} (order decides)`;
    case 'sameResult':
      return `overlaps with row ${quoted(state.with)}, same result: harmless (order changes nothing)`;
  }
}
