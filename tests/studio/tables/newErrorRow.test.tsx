// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ResultEditor } from '../../../studio/client/tables/ResultEditor.tsx';
import { inThreadAnalyser } from '../../../studio/client/tables/tableAnalysers.ts';
import { TableEditor } from '../../../studio/client/tables/TableEditor.tsx';
import type { TableDocument, TableRow } from '../../../studio/shared/tables/tableTypes.ts';
import { fixtureContext } from './tableFixtures.ts';

/** Component tests drive many events; on a machine shared by many builds they need more than vitest's 5 s. */
const slow = 30_000;

const plumbing = (): TableDocument => ({
  $schema: '../../schemas/error-table.schema.json',
  id: 'plumbing',
  rows: [{ id: 'known', when: { '==': [{ var: 'error.id' }, 'KNOWN'] }, effects: [], examples: [{ facts: {} }] }],
});

function ErrorRow({ problem }: { problem: string }) {
  const [row, setRow] = useState<TableRow>({ id: 'outOfStock', when: false, effects: [] });
  // The check's words for an empty key, as flows:check gives them from the schema, while the message's key is empty.
  const problemAt = (field: string) => (field === 'message' && (row.message as { text?: string } | undefined)?.text === '' ? problem : undefined);
  return <ResultEditor kind="error" table={plumbing()} row={row} onRow={setRow} problemAt={problemAt} texts={{}} pageIds={[]} />;
}

describe('a new error-table row', () => {
  it(
    'holds the effects its box shows, so it can be finished without typing JSON',
    async () => {
      const user = userEvent.setup();
      let written: TableDocument | null = null;
      function Shell() {
        const [table, setTable] = useState<TableDocument>(plumbing());
        return (
          <TableEditor
            kind="error"
            table={table}
            context={fixtureContext()}
            analyser={inThreadAnalyser}
            onChange={(next) => {
              written = next;
              setTable(next);
            }}
          />
        );
      }
      render(<Shell />);
      await user.click(screen.getByRole('button', { name: 'Add row' }));
      expect(written!.rows[1]).toEqual({ id: 'newRow', when: false, effects: [], examples: [{ facts: {} }] });
      expect(JSON.parse((screen.getByRole('textbox', { name: 'Effects (run in order)' }) as HTMLTextAreaElement).value)).toEqual([]);
    },
    slow,
  );

  it(
    'asks for a message’s text key in words, once the analyst leaves it empty, not in the schema’s before anything is typed',
    async () => {
      const user = userEvent.setup();
      render(<ErrorRow problem="must NOT have fewer than 1 characters" />);
      await user.click(screen.getByRole('button', { name: 'Show a message' }));
      const key = screen.getByRole('combobox', { name: 'Text key' });
      expect(key).not.toHaveAttribute('aria-invalid', 'true');
      expect(key).toHaveAccessibleDescription('Pick a key, or type a new one.');
      await user.click(document.body);
      expect(key).toHaveAttribute('aria-invalid', 'true');
      expect(key).toHaveAccessibleDescription('Write a text key, e.g. plumbing.outOfStock.');
      expect(screen.queryByText(/must NOT have fewer/)).not.toBeInTheDocument();
    },
    slow,
  );
});
