// @vitest-environment jsdom
/**
 * The rows grid's State while the overlaps are still being looked for (the second pass of the analysis, seconds on
 * a large table): a row nothing was found against yet says "looking for overlaps…", not "fine". It said "fine", and
 * rows the overlaps pass then found overlapping changed their word under the analyst's eyes (savingsLanding at
 * 1280 px: every row "fine", then most of them "overlaps with row …").
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { AnalysisReply, TableAnalyser } from '../../../studio/client/tables/analysisProtocol.ts';
import { TableEditor } from '../../../studio/client/tables/TableEditor.tsx';
import { analyseForEditor } from '../../../studio/shared/tables/tableFindings.ts';
import { bannerTable, fixtureContext } from './tableFixtures.ts';

const context = fixtureContext();

/** Answers the fast pass at once and holds the overlaps pass until `overlaps()` is called. */
function heldAnalyser(): { analyser: TableAnalyser; overlaps: () => void } {
  let answer: (() => void) | null = null;
  const analyser: TableAnalyser = {
    analyse(kind, table, shown, onReply: (reply: Omit<AnalysisReply, 'id'>) => void) {
      const timer = setTimeout(() => onReply({ phase: 'rows', result: analyseForEditor(kind, table, shown, false) }), 0);
      answer = () => onReply({ phase: 'overlaps', result: analyseForEditor(kind, table, shown, true) });
      return () => {
        clearTimeout(timer);
        answer = null;
      };
    },
  };
  return { analyser, overlaps: () => answer?.() };
}

const stateOf = (id: string): string => {
  const row = screen.getByRole('grid').querySelector(`tr[data-row-id="${id}"]`) as HTMLElement;
  return within(row).getAllByRole('gridcell').at(-1)?.textContent ?? '';
};

it('says "looking for overlaps…" for a row nothing was found against until the overlaps are known, then "fine" or the overlap', async () => {
  const { analyser, overlaps } = heldAnalyser();
  render(<TableEditor kind="decision" table={bannerTable()} saved={bannerTable()} problems={[]} context={context} analyser={analyser} onChange={() => {}} />);
  await screen.findByText('Looking for overlaps…');
  expect(stateOf('signedInMobile')).toBe('looking for overlaps…');
  expect(stateOf('mobile')).toBe('looking for overlaps…');
  overlaps();
  await waitFor(() => expect(stateOf('mobile')).toBe('overlaps with row “signedInMobile” (order decides)'));
  expect(stateOf('signedInMobile')).toBe('fine');
}, 30_000);
