// @vitest-environment jsdom
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TypingShell, typingListener } from './typingShell.tsx';

/**
 * The row actions and words typed in the open row's details, not in the table yet (studio/README.md "Editor slot",
 * issue 19 item 7): Move up and Move down keep them with their row; Add row, Duplicate and Delete, which close
 * those details, and another row moved onto the open row's place ask first, in the shell's words (heldText.ts).
 */

const slow = 30_000;
const grid = (): HTMLElement => screen.getByRole('grid');
const rowIds = (): string[] =>
  within(grid())
    .getAllByRole('row')
    .slice(1)
    .map((row) => row.getAttribute('data-row-id') ?? '');
const textShown = (): HTMLTextAreaElement => screen.getAllByRole('textbox', { name: 'Text shown' })[0] as HTMLTextAreaElement;
const button = (name: string): HTMLElement => screen.getByRole('button', { name });
const rowHeading = (name: string): HTMLElement => screen.getByRole('heading', { level: 3, name });
const original = ['signedInMobile', 'mobile', 'signedIn', 'guestDesktop'];

/** The banner table open on row 1, with words typed in its "Text shown" and not saved. */
async function typedInRow1() {
  const user = userEvent.setup();
  const listener = typingListener();
  const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
  render(<TypingShell report={listener.report} />);
  await user.type(textShown(), ' more');
  expect(listener.holding.size).toBe(1);
  return { user, confirm, holding: listener.holding };
}

describe('Row actions and words typed in the open row', () => {
  afterEach(() => vi.restoreAllMocks());

  it(
    'Move down and Move up keep the typed words with their row, without asking',
    async () => {
      const { user, confirm, holding } = await typedInRow1();
      await user.click(button('Move down'));
      expect(rowIds()).toEqual(['mobile', 'signedInMobile', 'signedIn', 'guestDesktop']);
      expect(rowHeading('Row 2: “signedInMobile”')).toBeInTheDocument();
      expect(textShown().value).toBe('Shop on the go more');
      await user.click(button('Move up'));
      expect(rowIds()).toEqual(original);
      expect(rowHeading('Row 1: “signedInMobile”')).toBeInTheDocument();
      expect(textShown().value).toBe('Shop on the go more');
      expect(confirm).not.toHaveBeenCalled();
      expect(holding.size).toBe(1);
    },
    slow,
  );

  it(
    'Delete of the row holding them asks; "no" keeps the row and the words, "yes" deletes it',
    async () => {
      const { user, confirm, holding } = await typedInRow1();
      await user.click(button('Delete'));
      expect(confirm).toHaveBeenCalledTimes(1);
      expect(confirm.mock.calls[0]?.[0]).toBe('Words you typed in a field are not in the draft yet. Delete row “signedInMobile”, and lose them?');
      expect(rowIds()).toEqual(original);
      expect(textShown().value).toBe('Shop on the go more');
      confirm.mockReturnValue(true);
      await user.click(button('Delete'));
      expect(rowIds()).toEqual(['mobile', 'signedIn', 'guestDesktop']);
      expect(rowHeading('Row 1: “mobile”')).toBeInTheDocument();
      expect(screen.queryByDisplayValue('Shop on the go more')).toBeNull();
      expect(holding.size).toBe(0);
    },
    slow,
  );

  it(
    'Add row and Duplicate, which open another row, ask first; "no" changes nothing',
    async () => {
      const { user, confirm, holding } = await typedInRow1();
      await user.click(button('Add row'));
      expect(confirm.mock.calls[0]?.[0]).toContain('Add a row, and lose them?');
      await user.click(button('Duplicate'));
      expect(confirm.mock.calls[1]?.[0]).toContain('Duplicate row 1 and open the copy, and lose them?');
      expect(rowIds()).toEqual(original);
      expect(rowHeading('Row 1: “signedInMobile”')).toBeInTheDocument();
      expect(textShown().value).toBe('Shop on the go more');
      expect(holding.size).toBe(1);
      confirm.mockReturnValue(true);
      await user.click(button('Add row'));
      expect(rowIds()).toEqual(['signedInMobile', 'newRow', 'mobile', 'signedIn', 'guestDesktop']);
      expect(holding.size).toBe(0);
    },
    slow,
  );

  it(
    "another row moved onto the open row's place (Alt+Arrow Up in the grid) asks; the words never pass to it",
    async () => {
      const { user, confirm, holding } = await typedInRow1();
      const third = within(grid()).getAllByRole('row')[2] as HTMLElement; // "mobile", row 2
      act(() => (within(third).getAllByRole('gridcell')[0] as HTMLElement).focus());
      await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
      expect(confirm).toHaveBeenCalledTimes(1);
      expect(confirm.mock.calls[0]?.[0]).toContain('Move row 2 and open it, and lose them?');
      expect(rowIds()).toEqual(original);
      expect(rowHeading('Row 1: “signedInMobile”')).toBeInTheDocument();
      expect(textShown().value).toBe('Shop on the go more');
      confirm.mockReturnValue(true);
      await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
      expect(rowIds()).toEqual(['mobile', 'signedInMobile', 'signedIn', 'guestDesktop']);
      expect(rowHeading('Row 1: “mobile”')).toBeInTheDocument();
      expect(screen.queryByDisplayValue('Shop on the go more')).toBeNull();
      expect(holding.size).toBe(0);
    },
    slow,
  );
});
