// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ResultEditor } from '../../../studio/client/tables/ResultEditor.tsx';
import type { TableRow } from '../../../studio/shared/tables/tableTypes.ts';
import { UnsavedTyping } from '../../../studio/client/unsavedTyping.ts';
import { bannerTable } from './tableFixtures.ts';
import { typingListener } from './typingShell.tsx';

/** Component tests drive many events; on a machine shared by many builds they need more than vitest's 5 s. */
const slow = 30_000;

/** A decision row giving a number, edited in the result editor inside a listener of typed words (as EditorPane's). */
function NumberResult({ onRow, report }: { onRow: (row: TableRow) => void; report: (field: string, unsaved: boolean) => void }) {
  const [row, setRow] = useState<TableRow>({ id: 'newRow', when: false, result: { maxItems: 3 } });
  return (
    <UnsavedTyping value={report}>
      <ResultEditor
        kind="decision"
        table={bannerTable()}
        row={row}
        onRow={(next) => {
          onRow(next);
          setRow(next);
        }}
        problemAt={() => undefined}
        texts={{}}
        pageIds={[]}
      />
    </UnsavedTyping>
  );
}

/** The result editor rendered; the field of maxItems, the rows each change wrote and the fields holding typed words. */
function renderNumberResult() {
  const user = userEvent.setup();
  const { holding, report } = typingListener();
  const written: TableRow[] = [];
  render(<NumberResult onRow={(row) => written.push(row)} report={report} />);
  return { user, holding, written, field: screen.getByRole('textbox', { name: 'maxItems' }) };
}

describe('a result value that holds a number', () => {
  it(
    'keeps words that are no number, says so at the field and leaves the row until a number is typed',
    async () => {
      const { user, holding, written, field } = renderNumberResult();
      expect(field).toHaveValue('3');
      await user.clear(field);
      await user.paste('abc');
      expect(field).toHaveValue('abc');
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription('maxItems is a number; “abc” is not one. To give words, remove maxItems and add it again holding a word.');
      // Before: a number field gave 0 for it, written into the row.
      expect(written).toEqual([]);
      expect(holding.size).toBe(1);
      await user.clear(field);
      await user.paste('12');
      expect(field).toHaveValue('12');
      expect(field).toHaveAttribute('aria-invalid', 'false');
      expect(written.at(-1)?.result).toEqual({ maxItems: 12 });
      expect(holding.size).toBe(0);
    },
    slow,
  );

  it(
    'refuses "1e3" and "0x1F", which JavaScript reads as numbers and no analyst writes as one, and takes "-2.5"',
    async () => {
      const { user, holding, written, field } = renderNumberResult();
      for (const words of ['1e3', '0x1F']) {
        await user.clear(field);
        await user.paste(words);
        expect(field).toHaveValue(words);
        expect(field).toHaveAttribute('aria-invalid', 'true');
        expect(field).toHaveAccessibleDescription(
          `maxItems is a number; “${words}” is not one. To give words, remove maxItems and add it again holding a word.`,
        );
      }
      // Before: 1000 and 31 were written into the row.
      expect(written).toEqual([]);
      expect(holding.size).toBe(1);
      await user.clear(field);
      await user.paste('-2.5');
      expect(field).toHaveAttribute('aria-invalid', 'false');
      expect(written.at(-1)?.result).toEqual({ maxItems: -2.5 });
    },
    slow,
  );
});
