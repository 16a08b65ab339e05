// @vitest-environment jsdom
/**
 * Issue 19 item 7, studio/README.md "Editor slot": the shell reuses an editor
 * only for the version on disk it holds. After a conflict and "Keep mine" the
 * draft is measured against the disk version (an undo back to the opened
 * version is unsaved work, not "Saved"); a file put back on disk to the
 * version first opened gets a new editor, not the stale one.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, expect, it } from 'vitest';
import type { EditorProps } from '../../studio/client/editorSlot.ts';
import { StudioApp } from '../../studio/client/shell/StudioApp.tsx';
import type { FileAnswer, NavItem, SaveRequest } from '../../studio/shared/api.ts';
import { openChannels, openDelayItem, registerSettingsEditor } from './shellSteps.ts';

const api = `${window.location.origin}/__studio/api`;
const path = 'flows/settings/channels.json';
const items: NavItem[] = [
  {
    key: path,
    kind: 'settings',
    name: 'channels',
    file: path,
    pointer: '',
    children: [
      { key: `${path}#/settings/chatOverlayDelayMs`, kind: 'settings', name: 'chatOverlayDelayMs', file: path, pointer: '/settings/chatOverlayDelayMs' },
    ],
  },
];
const delayFile = (value: number, hash: string): FileAnswer => {
  const data = { $schema: '../../schemas/settings.schema.json', settings: { chatOverlayDelayMs: { description: 'Delay.', value } } };
  return { path, kind: 'settings', text: `${JSON.stringify(data)}\n`, data, hash, problems: [] };
};
let onDisk = delayFile(5000, 'opened');

const server = setupServer(
  http.get(`${api}/items`, () => HttpResponse.json({ items })),
  http.get(`${api}/context`, () =>
    HttpResponse.json({ flows: {}, translationFiles: {}, factsSchema: {}, answerSchemas: {}, manifest: {}, kindSchemas: {}, defs: {} }),
  ),
  http.get(`${api}/status`, () => HttpResponse.json({ files: 1, problems: [] })),
  http.get(`${api}/file`, () => HttpResponse.json(onDisk)),
  http.get(`${api}/uses`, () => HttpResponse.json({ name: 'x', kind: 'setting', tables: [], pages: [], errorRows: [], files: [], code: [], routes: [] })),
  http.post(`${api}/check`, async ({ request }) => HttpResponse.json({ path: ((await request.json()) as SaveRequest).path, problems: [], ms: 1 })),
  http.get(`${api}/generated`, () => HttpResponse.json({ files: [], ms: 1 })),
  http.post(`${api}/save`, async ({ request }) => {
    const body = (await request.json()) as SaveRequest;
    if (body.baseHash !== onDisk.hash)
      return HttpResponse.json({ status: 'conflict', path, disk: { text: onDisk.text, hash: onDisk.hash }, mine: JSON.stringify(body.draft) });
    const text = `${JSON.stringify(body.draft)}\n`;
    onDisk = { ...onDisk, data: body.draft, text, hash: 'saved' };
    return HttpResponse.json({ status: 'saved', path, text, hash: 'saved', problems: [], generating: true, ms: 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** A typed editor with one field, so the test types as the analyst does. */
function DelayEditor({ draft, onChange }: EditorProps<{ settings: { chatOverlayDelayMs: { description: string; value: unknown } } }>) {
  const delay = draft.settings.chatOverlayDelayMs;
  const type = (text: string) => onChange({ ...draft, settings: { chatOverlayDelayMs: { ...delay, value: /^\d+$/.test(text) ? Number(text) : text } } });
  return (
    <label>
      Delay
      <input value={String(delay.value)} onChange={(event) => type(event.target.value)} />
    </label>
  );
}
beforeEach(() => {
  onDisk = delayFile(5000, 'opened');
  registerSettingsEditor(DelayEditor);
});
afterEach(() => server.resetHandlers());

const saveState = () => screen.getByText(/Saved|Unsaved changes/, { selector: '.save-state' });
const delayShown = () => (screen.getByLabelText('Delay') as HTMLInputElement).value;

async function openChannelsAndType(user: UserEvent, typed: string) {
  await openChannels(user);
  await user.type(await screen.findByLabelText('Delay'), typed);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'));
}

it('after "Keep mine", an undo back to the opened version is unsaved against the disk version', async () => {
  const user = userEvent.setup();
  render(<StudioApp />);
  await openChannelsAndType(user, '1');
  onDisk = delayFile(7000, 'colleague'); // a colleague writes the file
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: /Keep mine/ }));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(delayShown()).toBe('5000');
  expect(saveState()).toHaveTextContent('Unsaved changes');

  await openDelayItem(user);
  expect(delayShown()).toBe('5000');
  expect(saveState()).toHaveTextContent('Unsaved changes');
});

it('after "Keep mine", an undo exactly back to the disk version shows that version\'s problems, checked, not the opened one\'s', async () => {
  // The opened version (5000) has a problem; the colleague's (7000) has another; the analyst's drafts have none.
  const problemOf = (value: unknown) =>
    value === 5000 || value === 7000
      ? [{ file: path, line: 4, column: 5, pointer: '/settings/chatOverlayDelayMs/value', message: `${String(value)} is the problem` }]
      : [];
  onDisk = { ...delayFile(5000, 'opened'), problems: problemOf(5000) };
  server.use(
    http.post(`${api}/check`, async ({ request }) => {
      const body = (await request.json()) as SaveRequest;
      const draft = body.draft as { settings: { chatOverlayDelayMs: { value: unknown } } };
      return HttpResponse.json({ path, problems: problemOf(draft.settings.chatOverlayDelayMs.value), ms: 1 });
    }),
  );
  const user = userEvent.setup();
  render(<StudioApp />);
  await openChannels(user);
  expect(await screen.findByText('5000 is the problem')).toBeInTheDocument();
  const field = screen.getByLabelText('Delay');
  await user.clear(field);
  await user.type(field, '70001'); // one step of it is exactly the colleague's 7000
  await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'));
  onDisk = delayFile(7000, 'colleague');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: /Keep mine/ }));
  await user.click(screen.getByRole('button', { name: 'Undo' }));
  expect(delayShown()).toBe('7000');
  expect(saveState()).toHaveTextContent('Saved');
  // The draft is the disk version: its own problem, checked, not the opened version's.
  expect(await screen.findByText('7000 is the problem')).toBeInTheDocument();
  expect(screen.queryByText('5000 is the problem')).toBeNull();
});

it('after "Keep mine" its status line stays: the unsaved draft is not checked again because the base changed', async () => {
  let checks = 0;
  server.use(
    http.post(`${api}/check`, async ({ request }) => {
      checks += 1;
      return HttpResponse.json({ path: ((await request.json()) as SaveRequest).path, problems: [], ms: 1 });
    }),
  );
  const user = userEvent.setup();
  render(<StudioApp />);
  await openChannelsAndType(user, '1');
  await waitFor(() => expect(screen.getByText('Checked: no problems.')).toBeInTheDocument());
  onDisk = delayFile(7000, 'colleague');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await user.click(await screen.findByRole('button', { name: /Keep mine/ }));
  const counted = checks;
  await new Promise((resolve) => setTimeout(resolve, 800)); // longer than the check's wait
  expect(checks).toBe(counted);
  expect(screen.getByText('Keeping your version: Save replaces the version on disk.')).toBeInTheDocument();
});

it('a file put back on disk to the version first opened gets a new editor after a save', async () => {
  const user = userEvent.setup();
  render(<StudioApp />);
  await openChannelsAndType(user, '1');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveState()).toHaveTextContent('Saved'));
  await openDelayItem(user);
  expect(delayShown()).toBe('50001');

  onDisk = delayFile(5000, 'opened'); // git checkout -- the file
  await user.click(screen.getByRole('treeitem', { name: 'channels' }));
  await waitFor(() => expect(delayShown()).toBe('5000'));
  expect(saveState()).toHaveTextContent('Saved');
});
