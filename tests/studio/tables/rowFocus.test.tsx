// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ResultEditor } from '../../../studio/client/tables/ResultEditor.tsx';
import type { TableDocument, TableKind, TableRow } from '../../../studio/shared/tables/tableTypes.ts';
import { ErrorCondition } from './conditionHarness.tsx';
import { bannerTable } from './tableFixtures.ts';

/** Component tests drive many events; on a machine shared by many builds they need more than vitest's 5 s. */
const slow = 30_000;

function Result({ kind, table, initial }: { kind: TableKind; table: TableDocument; initial: TableRow }) {
  const [row, setRow] = useState<TableRow>(initial);
  return (
    <ResultEditor kind={kind} table={table} row={row} onRow={setRow} problemAt={() => undefined} texts={{ 'banner.mobile': 'Shop on the go' }} pageIds={[]} />
  );
}

const errorTable: TableDocument = { $schema: '../../schemas/error-table.schema.json', id: 'plumbing', rows: [] };

describe('the focus in the row editor', () => {
  it(
    '"Show a message" takes it to the text key of the message it adds',
    async () => {
      const user = userEvent.setup();
      render(<Result kind="error" table={errorTable} initial={{ id: 'outOfStock', when: false, effects: [] }} />);
      await user.click(screen.getByRole('button', { name: 'Show a message' }));
      expect(screen.getByRole('combobox', { name: 'Text key' })).toHaveFocus();
    },
    slow,
  );

  it(
    '"Add view" takes it to the value added, which says the row it was copied from until it is changed',
    async () => {
      const user = userEvent.setup();
      render(<Result kind="decision" table={bannerTable()} initial={{ id: 'newRow', when: false, result: { message: { text: 'banner.mobile' } } }} />);
      await user.click(screen.getByRole('button', { name: 'Add view' }));
      const view = screen.getByRole('combobox', { name: 'view' });
      expect(view).toHaveFocus();
      expect(view).toHaveValue('compact');
      expect(screen.getByText('As row “signedInMobile” gives it: change it for this row.')).toBeInTheDocument();
      await user.clear(view);
      await user.paste('full');
      expect(screen.queryByText(/As row “signedInMobile” gives it/)).not.toBeInTheDocument();
    },
    slow,
  );

  it(
    '"Add a clause" takes it to the new clause’s fact field',
    async () => {
      const user = userEvent.setup();
      render(<ErrorCondition initial={{ '==': [{ var: 'error.id' }, 'OUT_OF_STOCK'] }} onValue={() => undefined} />);
      await user.click(screen.getByRole('button', { name: 'Add a clause' }));
      expect(screen.getByRole('combobox', { name: 'Clause 2: fact' })).toHaveFocus();
    },
    slow,
  );
});
