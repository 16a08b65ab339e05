// @vitest-environment jsdom
/**
 * The flow studio's toolbar as the business-analyst usability review found it (session 40): its status line spoke of
 * a draft no longer shown after an undo back to the saved version. studio/README.md "Editor slot".
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, expect, it } from 'vitest';
import type { EditorProps } from '../../studio/client/editorSlot.ts';
import { StudioApp } from '../../studio/client/shell/StudioApp.tsx';
import type { CheckRequest, NavItem } from '../../studio/shared/api.ts';
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
  http.get(`${api}/uses`, () => HttpResponse.json({ name: 'channels', kind: 'setting', tables: [], pages: [], errorRows: [], files: [], code: [] })),
  http.post(`${api}/check`, async ({ request }) => {
    const body = (await request.json()) as CheckRequest;
    return HttpResponse.json({ path, problems: problemsOf(body.draft), ms: 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A typed editor whose one button makes a draft with a problem, as "Add row" does in a table of required cells. */
function BreakingEditor({ draft, onChange }: EditorProps<Delay>) {
  const delay = draft.settings.chatOverlayDelayMs;
  return (
    <button type="button" onClick={() => onChange({ ...draft, settings: { chatOverlayDelayMs: { ...delay, value: 'soon' } } })}>
      Break it
    </button>
  );
}
beforeEach(() => registerSettingsEditor(BreakingEditor));

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
