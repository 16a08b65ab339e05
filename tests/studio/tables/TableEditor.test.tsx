// @vitest-environment jsdom
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TableEditor } from '../../../studio/client/tables/TableEditor.tsx';
import { inThreadAnalyser } from '../../../studio/client/tables/tableAnalysers.ts';
import type { TableDocument, TableKind, TableProblem } from '../../../studio/shared/tables/tableTypes.ts';
import { bannerTable, cartLockTable, fixtureContext } from './tableFixtures.ts';
import { TypingShell, typingListener } from './typingShell.tsx';

const context = fixtureContext();

/** Stands in for the studio shell: keeps the table, its history (undo) and the saved version. */
function Shell({
  kind,
  initial,
  problems = [],
  onTable,
  reveal,
  revealRequest,
}: {
  kind: TableKind;
  initial: TableDocument;
  problems?: TableProblem[];
  onTable?: (table: TableDocument) => void;
  reveal?: string;
  revealRequest?: number;
}) {
  const [history, setHistory] = useState<TableDocument[]>([initial]);
  const table = history[history.length - 1] as TableDocument;
  return (
    <main>
      <h1>Studio</h1>
      <button type="button" onClick={() => setHistory((past) => (past.length > 1 ? past.slice(0, -1) : past))}>
        Undo
      </button>
      <TableEditor
        kind={kind}
        table={table}
        saved={initial}
        problems={problems}
        context={context}
        analyser={inThreadAnalyser}
        reveal={reveal}
        revealRequest={revealRequest}
        onChange={(next) => {
          onTable?.(next);
          setHistory((past) => [...past, next]);
        }}
      />
    </main>
  );
}

const grid = (): HTMLElement => screen.getByRole('grid');
const rowIds = (): string[] =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-row-id') ?? '');
const stateOf = (id: string): string => {
  const row = within(grid())
    .getAllByRole('row')
    .find((candidate) => candidate.getAttribute('data-row-id') === id) as HTMLElement;
  return within(row).getAllByRole('gridcell').at(-1)?.textContent ?? '';
};

/** Component tests drive many events; on a machine shared by many builds they need more than vitest's 5 s. */
const slow = 30_000;

/** From the top of the page to the toolbar's one tab stop, by keyboard: past the shell's Undo to "Add row". */
async function tabToAddRow(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await user.tab(); // Undo
  await user.tab(); // the toolbar's one tab stop
  expect(screen.getByRole('button', { name: 'Add row' })).toHaveFocus();
}
describe('TableEditor grid', () => {
  it(
    "opens on the row a link or a problem names (the slot's focus pointer), its details focused; a later one moves there",
    async () => {
      // "error table … row mobile" from "Where … is used": the file opens on that row, not on row 1 with the focus lost.
      const { rerender } = render(<Shell kind="decision" initial={bannerTable()} reveal="/rows/1" />);
      const heading = screen.getByRole('heading', { name: 'Row 2: “mobile”' });
      expect(heading).toHaveFocus();
      expect(within(grid()).getAllByRole('row')[2]).toHaveAttribute('aria-selected', 'true');
      // A problem of another row's condition, opened from the problem list: that row, focused too.
      rerender(<Shell kind="decision" initial={bannerTable()} reveal="/rows/2/when" />);
      expect(screen.getByRole('heading', { name: 'Row 3: “signedIn”' })).toHaveFocus();
      // The default row by its pointer; a pointer that names no row (the whole file) leaves the selection where it is.
      rerender(<Shell kind="decision" initial={bannerTable()} reveal="/default" />);
      expect(screen.getByRole('heading', { name: 'Default row “guestDesktop”' })).toHaveFocus();
      rerender(<Shell kind="decision" initial={bannerTable()} reveal="" />);
      expect(screen.getByRole('heading', { name: 'Default row “guestDesktop”' })).toBeInTheDocument();
    },
    slow,
  );

  it(
    'the same problem asked for again, after another row was selected in the grid, selects its row again',
    async () => {
      const user = userEvent.setup();
      const { rerender } = render(<Shell kind="decision" initial={bannerTable()} reveal="/rows/2/when" revealRequest={1} />);
      expect(screen.getByRole('heading', { name: 'Row 3: “signedIn”' })).toHaveFocus();
      await user.click(within(grid()).getByText('mobile'));
      expect(screen.getByRole('heading', { name: 'Row 2: “mobile”' })).toBeInTheDocument();
      rerender(<Shell kind="decision" initial={bannerTable()} reveal="/rows/2/when" revealRequest={2} />);
      expect(screen.getByRole('heading', { name: 'Row 3: “signedIn”' })).toHaveFocus();
    },
    slow,
  );

  it(
    'lists rows in order with a readable condition, result, examples and state',
    async () => {
      render(<Shell kind="decision" initial={bannerTable()} />);
      expect(rowIds()).toEqual(['signedInMobile', 'mobile', 'signedIn', 'guestDesktop']);
      const first = within(grid()).getAllByRole('row')[1] as HTMLElement;
      const cells = within(first)
        .getAllByRole('gridcell')
        .map((cell) => cell.textContent);
      expect(cells[1]).toBe('device type is mobile and the shopper is signed in');
      expect(cells[2]).toBe('message: “Shop on the go”, view: compact');
      expect(cells[3]).toBe('1');
      await waitFor(() => expect(stateOf('mobile')).toBe('overlaps with row “signedInMobile” (order decides)'));
      expect(stateOf('signedInMobile')).toBe('fine');
    },
    slow,
  );

  it(
    'moves a row above another and shows "can never win" with the covering row, then undo restores it',
    async () => {
      const user = userEvent.setup();
      render(<Shell kind="redirect" initial={cartLockTable()} />);
      await user.click(within(grid()).getByText('redirectingChannel'));
      await user.click(screen.getByRole('button', { name: 'Move up' }));
      expect(rowIds()).toEqual(['redirectingChannel', 'chatRepresentative']);
      await waitFor(() => expect(stateOf('chatRepresentative')).toBe('can never win: row “redirectingChannel” covers it'));
      expect(screen.getByText(/Row “chatRepresentative” can never win: row “redirectingChannel” covers it\./)).toBeInTheDocument();
      // Its example now lands on the covering row: the change against the saved version says so.
      expect(screen.getByText(/of row "chatRepresentative": was “chatRepresentative”, now “redirectingChannel”/)).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Undo' }));
      expect(rowIds()).toEqual(['chatRepresentative', 'redirectingChannel']);
      await waitFor(() => expect(stateOf('chatRepresentative')).toBe('fine'));
    },
    slow,
  );

  it(
    'Move up pressed by keyboard until the row is first keeps the focus on the toolbar, and a further press moves nothing',
    async () => {
      const user = userEvent.setup();
      render(<Shell kind="decision" initial={bannerTable()} />);
      await user.click(within(grid()).getByText('mobile'));
      // From the selected row's cell back to the toolbar's one tab stop, then along it: Duplicate, Delete, Move up.
      await user.tab({ shift: true });
      expect(screen.getByRole('button', { name: 'Add row' })).toHaveFocus();
      await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}');
      const moveUp = screen.getByRole('button', { name: 'Move up' });
      expect(moveUp).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(rowIds()).toEqual(['mobile', 'signedInMobile', 'signedIn', 'guestDesktop']);
      // First now: Move up does nothing and says so, and the focus stays on it (a disabled button dropped it to the page).
      expect(moveUp).toHaveAttribute('aria-disabled', 'true');
      expect(moveUp).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(rowIds()).toEqual(['mobile', 'signedInMobile', 'signedIn', 'guestDesktop']);
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Move down' })).toHaveFocus();
    },
    slow,
  );

  it(
    'works by keyboard alone: arrows move between cells, Enter selects, Alt+ArrowUp moves the row',
    async () => {
      const user = userEvent.setup();
      let last: TableDocument | null = null;
      render(<Shell kind="decision" initial={bannerTable()} onTable={(table) => (last = table)} />);
      await tabToAddRow(user);
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('button', { name: 'Duplicate' })).toHaveFocus();
      await user.tab(); // the grid's one tabbable cell
      const firstCell = within(grid()).getAllByRole('gridcell')[0] as HTMLElement;
      expect(firstCell).toHaveFocus();
      await user.keyboard('{ArrowDown}{ArrowDown}{ArrowRight}');
      expect(document.activeElement?.textContent).toBe('the shopper is signed in');
      await user.keyboard('{Enter}');
      expect(screen.getByRole('heading', { name: 'Row 3: “signedIn”' })).toBeInTheDocument();
      await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
      expect(rowIds()).toEqual(['signedInMobile', 'signedIn', 'mobile', 'guestDesktop']);
      expect(last!.rows.map((row) => row.id)).toEqual(['signedInMobile', 'signedIn', 'mobile']);
      expect(document.activeElement?.textContent).toBe('the shopper is signed in');
      expect(screen.getByText('Row “signedIn” moved to position 2 of 3.')).toBeInTheDocument();
      await user.keyboard('{Control>}{End}{/Control}');
      expect(document.activeElement?.textContent).toBe('applies when no row holds');
    },
    slow,
  );

  it(
    'adds, duplicates and deletes rows from the toolbar',
    async () => {
      const user = userEvent.setup();
      render(<Shell kind="decision" initial={bannerTable()} />);
      await user.click(screen.getByRole('button', { name: 'Add row' }));
      expect(rowIds()).toEqual(['signedInMobile', 'newRow', 'mobile', 'signedIn', 'guestDesktop']);
      expect(screen.getByRole('heading', { name: 'Row 2: “newRow”' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Duplicate' }));
      expect(rowIds()).toEqual(['signedInMobile', 'newRow', 'newRowCopy', 'mobile', 'signedIn', 'guestDesktop']);
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      // The row below takes the deleted row's place and is selected.
      expect(screen.getByRole('heading', { name: 'Row 3: “mobile”' })).toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Delete' }));
      expect(rowIds()).toEqual(['signedInMobile', 'newRow', 'signedIn', 'guestDesktop']);
    },
    slow,
  );

  it(
    "puts the focus in the new row's id field after Add row, its words selected, and says so politely",
    async () => {
      const user = userEvent.setup();
      let last: TableDocument | null = null;
      render(<Shell kind="decision" initial={bannerTable()} onTable={(table) => (last = table)} />);
      await tabToAddRow(user);
      await user.keyboard('{Enter}');
      const id = screen.getByRole<HTMLInputElement>('textbox', { name: 'Row id' });
      expect(id).toHaveFocus();
      expect(id).toHaveValue('newRow');
      expect([id.selectionStart, id.selectionEnd]).toEqual([0, 'newRow'.length]);
      const announced = screen.getByText('Row “newRow” added as row 2 of 4. Type its id.');
      expect(announced).toHaveAttribute('role', 'status');
      expect(announced).toHaveAttribute('aria-live', 'polite');
      // Typing at once replaces the placeholder id, and the focus stays in the field as the row is renamed.
      await user.keyboard('tabletUser');
      expect(last!.rows.map((row) => row.id)).toEqual(['signedInMobile', 'tabletUser', 'mobile', 'signedIn']);
      expect(screen.getByRole('textbox', { name: 'Row id' })).toHaveFocus();
      // Choosing another row moves nothing: the focus stays where the analyst put it.
      await user.click(within(grid()).getByText('signedIn'));
      expect(screen.getByRole('heading', { name: 'Row 4: “signedIn”' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Row id' })).not.toHaveFocus();
    },
    slow,
  );

  it(
    "an Undo after Add row leaves the focus where the analyst is, not in the id field of the row now in the new row's place",
    async () => {
      const user = userEvent.setup();
      render(<Shell kind="decision" initial={bannerTable()} />);
      await tabToAddRow(user);
      await user.keyboard('{Enter}');
      expect(screen.getByRole('textbox', { name: 'Row id' })).toHaveValue('newRow');
      const undo = screen.getByRole('button', { name: 'Undo' });
      await user.click(undo);
      expect(rowIds()).toEqual(['signedInMobile', 'mobile', 'signedIn', 'guestDesktop']);
      expect(screen.getByRole('textbox', { name: 'Row id' })).toHaveValue('mobile');
      expect(undo).toHaveFocus();
    },
    slow,
  );

  it(
    'shows a problem of the checks as the row state and at its field',
    async () => {
      render(<Shell kind="decision" initial={bannerTable()} problems={[{ pointer: '/rows/0/when', message: 'unknown fact "device.typ"' }]} />);
      expect(stateOf('signedInMobile')).toBe('error: unknown fact "device.typ"');
      const condition = screen.getByRole('tabpanel', { name: 'Builder' });
      expect(within(condition).getByText('unknown fact "device.typ"')).toBeInTheDocument();
      await userEvent.setup().click(screen.getByRole('tab', { name: 'JSON Logic' }));
      expect(screen.getByLabelText('Condition (JSON Logic)')).toHaveAccessibleDescription('unknown fact "device.typ"');
    },
    slow,
  );

  it(
    'edits an example as a facts form and says where it lands',
    async () => {
      const user = userEvent.setup();
      render(<Shell kind="decision" initial={bannerTable()} />);
      const examples = screen.getByRole('region', { name: 'Examples of signedInMobile' });
      expect(within(examples).getByText('Lands on this row (“signedInMobile”).')).toBeInTheDocument();
      await user.selectOptions(within(examples).getByLabelText(/the shopper's signed in/), 'false');
      expect(within(examples).getByText('Lands on “mobile”, not on this row.')).toBeInTheDocument();
      expect(stateOf('signedInMobile')).toBe('example “signed-in phone” lands on “mobile”');
    },
    slow,
  );

  it(
    'tries facts: the winning row and why, part by part; an overlap witness fills it in one click',
    async () => {
      const user = userEvent.setup();
      render(<Shell kind="decision" initial={bannerTable()} />);
      const tryIt = screen.getByRole('region', { name: 'Try it' });
      expect(within(tryIt).getByRole('status')).toHaveTextContent('No row holds: “guestDesktop” applies.');
      await waitFor(() => expect(screen.getAllByRole('button', { name: 'Try these facts' }).length).toBeGreaterThan(0));
      await user.click(screen.getAllByRole('button', { name: 'Try these facts' })[0] as HTMLElement);
      expect(within(tryIt).getByRole('status')).toHaveTextContent('Row “signedInMobile” wins (row 1 of 3).');
      // Each part in the grid's words, not as JSON Logic, with the facts it read.
      const why = within(tryIt).getByRole('list', { name: 'Rows tried, in order' });
      expect(why).toHaveTextContent('all of these: holds');
      expect(why).toHaveTextContent('device type is mobile: holds [device.type = "mobile"]');
      expect(why).toHaveTextContent('the shopper is signed in: holds');
      expect(why).not.toHaveTextContent('{"var"');
    },
    slow,
  );

  it(
    'has no axe violations',
    async () => {
      const { container } = render(<Shell kind="decision" initial={bannerTable()} />);
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
      });
      const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
      expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(' ')}`)).toEqual([]);
    },
    slow,
  );
});

describe('TableEditor: words typed in a row are not dropped by opening another row without asking', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'a problem of another row asks first; "no" keeps the row and its words, "yes" opens the other row',
    async () => {
      const user = userEvent.setup();
      const { holding, report } = typingListener();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      const { rerender } = render(<TypingShell reveal="" report={report} />);
      const text = screen.getAllByRole('textbox', { name: 'Text shown' })[0] as HTMLElement;
      await user.clear(text);
      await user.type(text, 'typed by analyst');
      expect(holding.size).toBe(1);
      rerender(<TypingShell reveal="/rows/2/when" report={report} />);
      expect(confirm).toHaveBeenCalledTimes(1);
      expect(confirm.mock.calls[0]?.[0]).toContain('Open row 3');
      expect(screen.getByRole('heading', { name: 'Row 1: “signedInMobile”' })).toBeInTheDocument();
      expect(screen.getByDisplayValue('typed by analyst')).toBeInTheDocument();
      expect(holding.size).toBe(1);
      confirm.mockReturnValue(true);
      rerender(<TypingShell reveal="/rows/1" report={report} />);
      expect(screen.getByRole('heading', { name: 'Row 2: “mobile”' })).toHaveFocus();
      expect(screen.queryByDisplayValue('typed by analyst')).toBeNull();
      expect(holding.size).toBe(0);
    },
    slow,
  );

  it(
    "the grid's own selection asks too; with nothing typed it does not",
    async () => {
      const user = userEvent.setup();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      render(<TypingShell report={() => undefined} />);
      await user.click(within(grid()).getByText('mobile'));
      expect(confirm).not.toHaveBeenCalled();
      expect(screen.getByRole('heading', { name: 'Row 2: “mobile”' })).toBeInTheDocument();
      const text = screen.getAllByRole('textbox', { name: 'Text shown' })[0] as HTMLElement;
      await user.type(text, ' more');
      await user.click(within(grid()).getByText('signedIn'));
      expect(confirm).toHaveBeenCalledTimes(1);
      expect(screen.getByRole('heading', { name: 'Row 2: “mobile”' })).toBeInTheDocument();
      expect((screen.getAllByRole('textbox', { name: 'Text shown' })[0] as HTMLTextAreaElement).value).toMatch(/ more$/);
    },
    slow,
  );
});
