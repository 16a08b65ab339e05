// @vitest-environment jsdom
/**
 * "Discard changes" in the Changes panel (studio/client/shell/ChangesPanel.tsx, DiscardFile.tsx; studio/README.md
 * "Changes"), the API answered by MSW: each changed flow file has its button, named with the file; pressing it asks
 * in place, naming the file and saying it cannot be undone, with the focus on the question; "Keep my changes" or
 * Escape sends nothing and gives the focus back; confirmed, the discard is sent, what happened takes the focus and
 * the list is read again. In the shell, the open file discarded shows the committed version in a new editor.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { EditorProps } from '../../studio/client/editorSlot.ts';
import { ChangesPanel } from '../../studio/client/shell/ChangesPanel.tsx';
import { StudioApp } from '../../studio/client/shell/StudioApp.tsx';
import type { ChangesAnswer, DiscardAnswer, DiscardRequest, NavItem } from '../../studio/shared/api.ts';
import { channelsFile, emptyContext, openChannels, registerSettingsEditor } from './shellSteps.ts';

const api = `${window.location.origin}/__studio/api`;
const texts = 'flows/texts/plumbing.json';
const scratch = 'flows/lists/scratch.json';
const generated = 'e2e/generated/decision-deviceType.cases.json';
let changes: ChangesAnswer;
const discards: DiscardRequest[] = [];
let discardAnswer: (path: string) => DiscardAnswer = (path) => ({ status: 'restored', path });

const server = setupServer(
  http.get(`${api}/changes`, () => HttpResponse.json(changes)),
  http.post(`${api}/discard`, async ({ request }) => {
    const body = (await request.json()) as DiscardRequest;
    discards.push(body);
    const answer = discardAnswer(body.path);
    if (answer.status !== 'refused') changes = { ...changes, files: changes.files.filter((file) => file !== body.path) };
    return HttpResponse.json(answer);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  discards.length = 0;
  discardAnswer = (path) => ({ status: 'restored', path });
});
afterAll(() => server.close());

async function panel(unsaved: string | null = null) {
  changes = { branch: 'main', files: [texts, scratch, generated], newFiles: [scratch], lines: [] };
  const user = userEvent.setup();
  render(<ChangesPanel version={0} unsavedIn={(path) => path === unsaved} />);
  await screen.findByText(texts);
  return user;
}

describe('Discard changes in the Changes panel', () => {
  it('asks in place, naming the file and saying it cannot be undone; "Keep my changes" sends nothing and gives the focus back', async () => {
    const user = await panel();
    const discard = screen.getByRole('button', { name: `Discard changes to ${texts}` });
    await user.click(discard);
    const question = screen.getByRole('group', {
      name: `Discard the changes to ${texts}? It goes back to what the last commit holds. This cannot be undone.`,
    });
    expect(question).toHaveFocus();
    await user.tab();
    expect(within(question).getByRole('button', { name: 'Discard the changes' })).toHaveFocus();
    await user.tab();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('group')).toBeNull();
    expect(screen.getByRole('button', { name: `Discard changes to ${texts}` })).toHaveFocus();
    // Escape keeps them too.
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: `Discard changes to ${texts}` })).toHaveFocus();
    expect(discards).toEqual([]);
  });

  it('confirmed, sends the discard, focuses what happened and reads the list again', async () => {
    const user = await panel();
    await user.click(screen.getByRole('button', { name: `Discard changes to ${texts}` }));
    await user.click(screen.getByRole('button', { name: 'Discard the changes' }));
    const said = await screen.findByText(`${texts} is back to what the last commit holds.`);
    await waitFor(() => expect(said).toHaveFocus());
    expect(discards).toEqual([{ path: texts }]);
    await waitFor(() => expect(screen.queryByText(texts)).toBeNull());
    expect(screen.getByText(scratch)).toBeInTheDocument();
  });

  it('says a file new since the last commit is deleted, and offers no discard of a generated file', async () => {
    const user = await panel();
    expect(screen.getByText(generated)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Discard changes to ${generated}` })).toBeNull();
    discardAnswer = (path) => ({ status: 'deleted', path });
    await user.click(screen.getByRole('button', { name: `Discard changes to ${scratch}` }));
    expect(
      screen.getByRole('group', {
        name: `Delete ${scratch}? It is new since the last commit, so discarding its changes deletes the file. This cannot be undone.`,
      }),
    ).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete the file' }));
    await waitFor(() => expect(screen.getByText(`${scratch} is deleted: it was new since the last commit.`)).toHaveFocus());
  });

  it('says that unsaved changes in the editor are lost too', async () => {
    const user = await panel(texts);
    await user.click(screen.getByRole('button', { name: `Discard changes to ${texts}` }));
    expect(screen.getByRole('group')).toHaveAccessibleName(
      `Discard the changes to ${texts}? It goes back to what the last commit holds. The unsaved changes to it in the editor are lost too. This cannot be undone.`,
    );
  });

  it('refused, says why with the focus there, and the file stays listed', async () => {
    discardAnswer = () => ({ status: 'refused', reason: `${texts} has no changes since the last commit: there is nothing to discard.` });
    const user = await panel();
    await user.click(screen.getByRole('button', { name: `Discard changes to ${texts}` }));
    await user.click(screen.getByRole('button', { name: 'Discard the changes' }));
    const said = await screen.findByText(`Not discarded: ${texts} has no changes since the last commit: there is nothing to discard.`);
    await waitFor(() => expect(said).toHaveFocus());
    expect(await screen.findByRole('button', { name: `Discard changes to ${texts}` })).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();
  });
});

/** The settings file's one setting in a field: what the editor shows. */
function DelayEditor({ draft, onChange }: EditorProps<{ settings: { chatOverlayDelayMs: { description: string; value: unknown } } }>) {
  const setting = draft.settings.chatOverlayDelayMs;
  return (
    <label>
      Delay
      <input
        value={String(setting.value)}
        onChange={(event) => onChange({ ...draft, settings: { ...draft.settings, chatOverlayDelayMs: { ...setting, value: Number(event.target.value) } } })}
      />
    </label>
  );
}

describe('Discard changes in the shell', () => {
  const items: NavItem[] = [{ key: channelsFile.path, kind: 'settings', name: 'channels', file: channelsFile.path, pointer: '' }];
  const committed = {
    ...channelsFile,
    hash: 'hash-at-head',
    data: { ...(channelsFile.data as object), settings: { chatOverlayDelayMs: { description: 'Delay.', value: 3000 } } },
  };

  function serveShell(): { files: string[] } {
    let discarded = false;
    const files: string[] = [];
    server.use(
      http.get(`${api}/items`, () => HttpResponse.json({ items })),
      http.get(`${api}/context`, () => HttpResponse.json(emptyContext)),
      http.get(`${api}/status`, () => HttpResponse.json({ files: 1, problems: [] })),
      http.get(`${api}/generated`, () => HttpResponse.json({ files: [], ms: 1 })),
      http.get(`${api}/uses`, () => HttpResponse.json({ name: 'x', kind: 'setting', tables: [], pages: [], errorRows: [], files: [], code: [] })),
      http.post(`${api}/check`, () => HttpResponse.json({ path: channelsFile.path, problems: [], ms: 1 })),
      http.get(`${api}/file`, ({ request }) => {
        files.push(new URL(request.url).searchParams.get('path') ?? '');
        return HttpResponse.json(discarded ? committed : channelsFile);
      }),
      http.post(`${api}/discard`, async ({ request }) => {
        discarded = true;
        const { path } = (await request.json()) as DiscardRequest;
        changes = { ...changes, files: [] };
        return HttpResponse.json({ status: 'restored', path });
      }),
    );
    changes = { branch: 'main', files: [channelsFile.path], newFiles: [], lines: [] };
    return { files };
  }

  it('the open file discarded, with unsaved changes asked about: the editor shows what the last commit holds', async () => {
    registerSettingsEditor(DelayEditor);
    const { files } = serveShell();
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    const field = await screen.findByLabelText('Delay');
    expect(field).toHaveValue('5000');
    await user.type(field, '1');
    await screen.findByText('Unsaved changes');
    await user.click(screen.getByRole('button', { name: 'Changes' }));
    await user.click(await screen.findByRole('button', { name: `Discard changes to ${channelsFile.path}` }));
    expect(screen.getByRole('group')).toHaveAccessibleName(expect.stringContaining('The unsaved changes to it in the editor are lost too.'));
    await user.click(screen.getByRole('button', { name: 'Discard the changes' }));
    await waitFor(() => expect(screen.getByLabelText('Delay')).toHaveValue('3000'));
    expect(files).toEqual([channelsFile.path, channelsFile.path]);
    expect(screen.getByText('Saved', { exact: true })).toBeInTheDocument();
    expect(await screen.findByText('No changes.', { exact: false })).toBeInTheDocument();
    expect(screen.getByText(`${channelsFile.path} is back to what the last commit holds.`)).toHaveFocus();
  });
});
