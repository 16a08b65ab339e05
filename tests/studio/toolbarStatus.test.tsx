// @vitest-environment jsdom
/**
 * The flow studio's toolbar as the business-analyst usability review found it (session 40): its status line spoke of
 * a draft no longer shown after an undo back to the saved version. studio/README.md "Editor slot".
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { EditorProps } from '../../studio/client/editorSlot.ts';
import { TextField } from '../../studio/client/editors/fields/TextField.tsx';
import { StudioApp } from '../../studio/client/shell/StudioApp.tsx';
import type { CheckRequest, NavItem, SaveRequest } from '../../studio/shared/api.ts';
import { channelsFile, emptyContext, openChannels, registerSettingsEditor } from './shellSteps.ts';

const api = `${window.location.origin}/__studio/api`;
const path = channelsFile.path;
const items: NavItem[] = [{ key: path, kind: 'settings', name: 'channels', file: path, pointer: '' }];
type Delay = { settings: { chatOverlayDelayMs: { description: string; value: unknown } } };
const valueOf = (draft: unknown) => (draft as Delay).settings.chatOverlayDelayMs.value;
/** flows:check's answer: a delay that is not a number is the one problem. */
const problemsOf = (draft: unknown) =>
  typeof valueOf(draft) === 'number' ? [] : [{ file: path, line: 1, column: 1, pointer: '/settings/chatOverlayDelayMs/value', message: 'must be a number' }];

const server = setupServer(
  http.get(`${api}/items`, () => HttpResponse.json({ items })),
  http.get(`${api}/context`, () => HttpResponse.json(emptyContext)),
  http.get(`${api}/status`, () => HttpResponse.json({ files: 1, problems: [] })),
  http.get(`${api}/file`, () => HttpResponse.json(channelsFile)),
  http.get(`${api}/uses`, () =>
    HttpResponse.json({ name: 'channels', kind: 'setting', tables: [], pages: [], errorRows: [], files: [], code: [], routes: [] }),
  ),
  http.post(`${api}/check`, async ({ request }) => {
    const body = (await request.json()) as CheckRequest;
    return HttpResponse.json({ path, problems: problemsOf(body.draft), ms: 1 });
  }),
  http.post(`${api}/save`, async ({ request }) => {
    const body = (await request.json()) as SaveRequest;
    saved.push(valueOf(body.draft));
    const text = `${JSON.stringify(body.draft)}\n`;
    return HttpResponse.json({ status: 'saved', path, text, hash: `saved-${saved.length}`, problems: [], generating: true, ms: 1 });
  }),
  http.get(`${api}/generated`, () => HttpResponse.json({ files: [], ms: 1 })),
);
/** The delay of each draft saved, in order. */
const saved: unknown[] = [];
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/**
 * A typed editor whose button makes a draft with a problem, as "Add row" does in a table of required cells, and whose
 * field commits its words on leaving it (the typed editors' TextField).
 */
function BreakingEditor({ draft, onChange }: EditorProps<Delay>) {
  const delay = draft.settings.chatOverlayDelayMs;
  const write = (value: unknown) => onChange({ ...draft, settings: { chatOverlayDelayMs: { ...delay, value } } });
  return (
    <>
      <button type="button" onClick={() => write('soon')}>
        Break it
      </button>
      <TextField label="Delay" value={String(delay.value)} onCommit={(next) => write(/^\d+$/.test(next) ? Number(next) : next)} />
    </>
  );
}
beforeEach(() => {
  saved.length = 0;
  registerSettingsEditor(BreakingEditor);
});

const status = () => screen.getByText((_, element) => element?.matches('p.status') ?? false);

it('says the saved version’s problems, not the undone draft’s, after an undo back to it', async () => {
  const user = userEvent.setup();
  render(<StudioApp />);
  await openChannels(user);
  await user.click(await screen.findByRole('button', { name: 'Break it' }));
  await waitFor(() => expect(status()).toHaveTextContent('Checked: 1 problem(s) in this file.'), { timeout: 5000 });

  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(screen.getByText('Saved', { selector: '.save-state' })).toBeInTheDocument();
  expect(status()).toHaveTextContent('Back to the saved version. Checked: no problems.');
  expect(screen.queryByRole('region', { name: 'Problems' })).toBeNull();

  // Redone: the check of that draft speaks of what is shown again.
  await user.click(screen.getByRole('button', { name: 'Redo' }));
  expect(status()).toHaveTextContent('Checked: 1 problem(s) in this file.');
}, 30_000);

it('takes the keyboard from the toolbar to the problem list under the editor', async () => {
  const user = userEvent.setup();
  render(<StudioApp />);
  await openChannels(user);
  await user.click(await screen.findByRole('button', { name: 'Break it' }));
  const toList = await screen.findByRole('button', { name: 'Go to the 1 problem' }, { timeout: 5000 });
  toList.focus();
  await user.keyboard('{Enter}');
  const list = screen.getByRole('region', { name: 'Problems' });
  expect(within(list).getByRole('heading', { level: 2, name: '1 problem' })).toHaveFocus();
  // From the heading the keyboard goes on into the list: the problem's place is the next stop.
  await user.tab();
  expect(within(list).getByRole('button', { name: '/settings/chatOverlayDelayMs/value' })).toHaveFocus();

  // No problem, no button.
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(screen.queryByRole('button', { name: /Go to the/ })).toBeNull();
}, 30_000);

it('saves on Ctrl+S as Save does, words typed in the field too, and says why when Save is off', async () => {
  const user = userEvent.setup();
  render(<StudioApp />);
  await openChannels(user);
  const field = await screen.findByRole('textbox', { name: 'Delay' });

  // Nothing changed: Save is off, and so is the shortcut, which says why. The S key on a layout whose letter is no "s"
  // (Russian: "ы") is the shortcut too.
  field.focus();
  fireEvent.keyDown(field, { key: 'ы', code: 'KeyS', ctrlKey: true });
  expect(status()).toHaveTextContent('Nothing to save: the file is as saved.');
  expect(saved).toEqual([]);

  // Typed and not left yet: the words are saved, as a click on Save (which takes the focus from the field) saves them.
  await user.clear(field);
  await user.type(field, '7000');
  await user.keyboard('{Control>}s{/Control}');
  await waitFor(() => expect(status()).toHaveTextContent(`Saved ${path}.`), { timeout: 5000 });
  expect(saved).toEqual([7000]);
  expect(field).toHaveFocus();
  expect(screen.getByText('Saved', { selector: '.save-state' })).toBeInTheDocument();

  // A problem known to be the draft's: refused, as the greyed Save is, with why.
  await user.click(screen.getByRole('button', { name: 'Break it' }));
  await screen.findByRole('button', { name: 'Go to the 1 problem' }, { timeout: 5000 });
  await user.keyboard('{Meta>}s{/Meta}');
  expect(status()).toHaveTextContent('Not saved: mend the 1 problem(s) in this file first.');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(status()).toHaveTextContent('Not saved: mend the 1 problem(s) in this file first.');
  expect(saved).toEqual([7000]);
}, 30_000);
