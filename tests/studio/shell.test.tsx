// @vitest-environment jsdom
/**
 * Issue 19 items 2 and 7, the shell in the browser (Testing Library, the API
 * answered by MSW): the navigator by keyboard alone and its search; an edit
 * through the editor slot checked as the analyst types, its problem shown,
 * undo and redo, a save refused with nothing written, and a save.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { useEffect, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { EditorProps } from '../../studio/client/editorSlot.ts';
import { Navigator } from '../../studio/client/shell/Navigator.tsx';
import { StudioApp } from '../../studio/client/shell/StudioApp.tsx';
import { TextKeyEditor } from '../../studio/client/tables/TextKeyEditor.tsx';
import type { CheckRequest, FileAnswer, NavItem, SaveRequest } from '../../studio/shared/api.ts';
import { answerQuestions, channelsFile, emptyContext, leaving, openChannels, openDelayItem, opensWithoutAsking, registerSettingsEditor } from './shellSteps.ts';

const api = `${window.location.origin}/__studio/api`;
const items: NavItem[] = [
  { key: 'flows/decisions/device-type.json', kind: 'decisionTable', name: 'deviceType', file: 'flows/decisions/device-type.json', pointer: '' },
  {
    key: 'flows/settings/channels.json',
    kind: 'settings',
    name: 'channels',
    file: 'flows/settings/channels.json',
    pointer: '',
    children: [
      {
        key: 'flows/settings/channels.json#/settings/chatOverlayDelayMs',
        kind: 'settings',
        name: 'chatOverlayDelayMs',
        file: 'flows/settings/channels.json',
        pointer: '/settings/chatOverlayDelayMs',
      },
    ],
  },
];
const saves: SaveRequest[] = [];
const checks: CheckRequest[] = [];

/** The studio server's answer to a save that landed: the draft written as it is. */
const savedAnswer = (body: SaveRequest) =>
  HttpResponse.json({ status: 'saved', path: body.path, text: JSON.stringify(body.draft), hash: 'hash-after-save', problems: [], generating: true, ms: 5 });

const server = setupServer(
  http.get(`${api}/items`, () => HttpResponse.json({ items })),
  http.get(`${api}/context`, () => HttpResponse.json(emptyContext)),
  http.get(`${api}/status`, () => HttpResponse.json({ files: 2, problems: [] })),
  http.get(`${api}/file`, () => HttpResponse.json(channelsFile)),
  http.get(`${api}/uses`, () => HttpResponse.json({ name: 'x', kind: 'setting', tables: [], pages: [], errorRows: [], files: [], code: [], routes: [] })),
  http.get(`${api}/search`, ({ request }) =>
    HttpResponse.json({ query: new URL(request.url).searchParams.get('q'), keys: ['flows/settings/channels.json#/settings/chatOverlayDelayMs'] }),
  ),
  http.post(`${api}/check`, async ({ request }) => {
    const body = (await request.json()) as CheckRequest;
    checks.push(body);
    const value = (body.draft as { settings: { chatOverlayDelayMs: { value: unknown } } }).settings.chatOverlayDelayMs.value;
    const problems =
      typeof value === 'number'
        ? []
        : [{ file: body.path, line: 4, column: 5, pointer: '/settings/chatOverlayDelayMs/value', message: 'must be a number of milliseconds, e.g. 5000' }];
    return HttpResponse.json({ path: body.path, problems, ms: 3 });
  }),
  http.get(`${api}/generated`, () => HttpResponse.json({ files: ['e2e/generated/x.cases.json'], ms: 900 })),
  http.post(`${api}/save`, async ({ request }) => {
    const body = (await request.json()) as SaveRequest;
    saves.push(body);
    expect(request.headers.get('x-storeflow-studio')).toBe('1');
    return savedAnswer(body);
  }),
);
/** The server answers for the decision table deviceType too: another file to open. */
function serveTableFileToo(): void {
  const tableFile: FileAnswer = { ...channelsFile, path: 'flows/decisions/device-type.json', kind: null, data: { id: 'deviceType', rows: [] } };
  server.use(
    http.get(`${api}/file`, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('path') === tableFile.path ? tableFile : channelsFile)),
  );
}
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  saves.length = 0;
  checks.length = 0;
});
afterAll(() => server.close());

describe('navigator', () => {
  it('works by keyboard alone: arrows move, Right opens a group, Enter opens the item', async () => {
    const user = userEvent.setup();
    const onOpen = vi.fn();
    render(<Navigator items={items} selected={null} onOpen={onOpen} />);
    const tree = screen.getByRole('tree', { name: 'Flow items by kind' });
    await user.tab(); // the search field
    await user.tab(); // the tree's one tab stop
    expect(within(tree).getByRole('treeitem', { name: /Decision tables/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(within(tree).getByRole('treeitem', { name: /Settings/ })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(within(tree).getByRole('treeitem', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{ArrowDown}{ArrowRight}{ArrowDown}');
    expect(within(tree).getByRole('treeitem', { name: 'chatOverlayDelayMs' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ name: 'chatOverlayDelayMs' }));
    await user.keyboard('{ArrowLeft}');
    expect(within(tree).getByRole('treeitem', { name: 'channels' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(tree).getByRole('treeitem', { name: /Decision tables/ })).toHaveFocus();
  });

  it('opens the rows above an item opened from elsewhere, and makes it the tab stop', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Navigator items={items} selected={null} onOpen={() => undefined} />);
    expect(screen.queryByRole('treeitem', { name: 'chatOverlayDelayMs' })).toBeNull();
    // Opened by its address or a link, not in the tree: the tree shows where it sits.
    rerender(<Navigator items={items} selected="flows/settings/channels.json#/settings/chatOverlayDelayMs" onOpen={() => undefined} />);
    const item = screen.getByRole('treeitem', { name: 'chatOverlayDelayMs' });
    expect(item).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('treeitem', { name: /Settings/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('treeitem', { name: 'channels' })).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toBe(document.body); // focus is not taken from where the analyst is
    await user.tab(); // the search field
    await user.tab(); // the tree's one tab stop: the opened item
    expect(item).toHaveFocus();
  });

  it('shows only the items the search matches, inside their groups', async () => {
    const user = userEvent.setup();
    render(<Navigator items={items} selected={null} onOpen={() => undefined} />);
    await user.type(screen.getByRole('searchbox'), 'overlay');
    expect(await screen.findByRole('treeitem', { name: 'chatOverlayDelayMs' })).toBeInTheDocument();
    expect(screen.queryByRole('treeitem', { name: 'deviceType' })).toBeNull();
    expect(screen.getByRole('status', { name: 'Search results' })).toHaveTextContent('1 item matches');
  });

  it('shows an item matched with none of its entries as an item, never a heading with nothing under it', async () => {
    server.use(
      http.get(`${api}/search`, ({ request }) =>
        HttpResponse.json({ query: new URL(request.url).searchParams.get('q'), keys: ['flows/settings/channels.json'] }),
      ),
    );
    const user = userEvent.setup();
    render(<Navigator items={items} selected={null} onOpen={() => undefined} />);
    await user.type(screen.getByRole('searchbox'), 'channels');
    const file = await screen.findByRole('treeitem', { name: 'channels' });
    expect(file).not.toHaveAttribute('aria-expanded');
    expect(screen.queryByRole('treeitem', { name: 'chatOverlayDelayMs' })).toBeNull();
    // The group with no match is not shown at all.
    expect(screen.queryByRole('treeitem', { name: /Decision tables/ })).toBeNull();
    expect(screen.getAllByRole('treeitem').map((row) => row.textContent)).toEqual(['▾Settings (1)', 'channels']);
  });

  it('says so when nothing matches, and shows no empty tree', async () => {
    server.use(http.get(`${api}/search`, ({ request }) => HttpResponse.json({ query: new URL(request.url).searchParams.get('q'), keys: [] })));
    const user = userEvent.setup();
    render(<Navigator items={items} selected={null} onOpen={() => undefined} />);
    const status = screen.getByRole('status', { name: 'Search results' });
    expect(status).toBeEmptyDOMElement();
    await user.type(screen.getByRole('searchbox'), 'zzq');
    await waitFor(() => expect(status).toHaveTextContent('No item matches “zzq”.'));
    expect(screen.queryByRole('tree')).toBeNull();
    expect(screen.queryByRole('treeitem')).toBeNull();
    expect(screen.getByText(/^Try part of an id/)).toBeVisible();
    // Cleared, the whole tree is back and the status says nothing.
    await user.clear(screen.getByRole('searchbox'));
    expect(screen.getByRole('tree', { name: 'Flow items by kind' })).toBeVisible();
    expect(status).toBeEmptyDOMElement();
  });

  it("opens and focuses the group the home page's starting point names, clearing a search", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Navigator items={items} selected={null} onOpen={() => undefined} />);
    await user.type(screen.getByRole('searchbox'), 'overlay');
    expect(await screen.findByRole('treeitem', { name: 'chatOverlayDelayMs' })).toBeInTheDocument();
    rerender(<Navigator items={items} selected={null} onOpen={() => undefined} reveal={{ kind: 'decisionTable' }} />);
    const group = await screen.findByRole('treeitem', { name: /Decision tables/ });
    await waitFor(() => expect(group).toHaveFocus());
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('treeitem', { name: 'deviceType' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('treeitem', { name: 'deviceType' })).toHaveFocus();
  });

  it('moves focus once per press: a revealed group already focused does not pull focus back from the search', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Navigator items={items} selected={null} onOpen={() => undefined} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{ArrowDown}');
    const settings = screen.getByRole('treeitem', { name: /Settings/ });
    expect(settings).toHaveFocus();
    rerender(<Navigator items={items} selected={null} onOpen={() => undefined} reveal={{ kind: 'settings' }} />);
    expect(settings).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), 'overlay');
    await waitFor(() => expect(screen.getByRole('status', { name: 'Search results' })).toHaveTextContent('1 item matches'));
    expect(screen.getByRole('searchbox')).toHaveFocus();
    // A kind with no group in the tree moves nothing.
    rerender(<Navigator items={items} selected={null} onOpen={() => undefined} reveal={{ kind: 'texts' }} />);
    expect(screen.getByRole('searchbox')).toHaveFocus();
  });

  it('from the home page: a starting point pressed opens its group in the navigator', async () => {
    const user = userEvent.setup();
    render(<StudioApp />);
    const places = await screen.findByRole('region', { name: 'Where to make a change' });
    await screen.findByRole('treeitem', { name: /Settings/ });
    await user.click(within(places).getByRole('button', { name: 'Settings' }));
    const group = screen.getByRole('treeitem', { name: /Settings/ });
    await waitFor(() => expect(group).toHaveFocus());
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('treeitem', { name: 'channels' })).toBeInTheDocument();
  });
});

/** A typed editor in the slot: one field for the setting's value, as an analyst types it. */
function DelayEditor({ draft, onChange, problems }: EditorProps<{ settings: { chatOverlayDelayMs: { description: string; value: unknown } } }>) {
  const setting = draft.settings.chatOverlayDelayMs;
  const problem = problems.find((candidate) => candidate.pointer.startsWith('/settings/chatOverlayDelayMs'));
  return (
    <label>
      Delay
      <input
        value={String(setting.value)}
        aria-invalid={problem ? true : undefined}
        aria-description={problem?.message}
        onChange={(event) => {
          const text = event.target.value;
          const value = /^\d+$/.test(text) ? Number(text) : text;
          onChange({ ...draft, settings: { ...draft.settings, chatOverlayDelayMs: { ...setting, value } } });
        }}
      />
    </label>
  );
}

describe('editor slot and saving', () => {
  it('a check that fires while a save is on its way does not replace what the save says', async () => {
    registerSettingsEditor(DelayEditor);
    // The save takes longer than the check's 250 ms wait, and the check longer still: the draft's check starts during
    // the save and answers after it (a loaded machine, where the studio e2e saw "Checked: no problems." win).
    server.use(
      http.post(`${api}/check`, async ({ request }) => {
        const body = (await request.json()) as CheckRequest;
        checks.push(body);
        await new Promise((resolve) => setTimeout(resolve, 500));
        return HttpResponse.json({ path: body.path, problems: [], ms: 3 });
      }),
      http.post(`${api}/save`, async ({ request }) => {
        const body = (await request.json()) as SaveRequest;
        saves.push(body);
        await new Promise((resolve) => setTimeout(resolve, 400));
        return savedAnswer(body);
      }),
    );
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    const field = await screen.findByLabelText('Delay');
    await user.type(field, '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved flows/settings/channels.json.');
    await waitFor(() => expect(checks).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.getByText('Saved flows/settings/channels.json.')).toBeInTheDocument();
    expect(screen.queryByText('Checked: no problems.')).toBeNull();
  });

  it("Save pressed while the draft is being checked saves (it is checked on the server), and is off only for problems known to be the draft's", async () => {
    registerSettingsEditor(DelayEditor);
    // A slow check: on a loaded machine the analyst (and the studio e2e) pressed Save during it, and the press did nothing.
    let slowChecks = true;
    server.use(
      http.post(`${api}/check`, async ({ request }) => {
        const body = (await request.json()) as CheckRequest;
        checks.push(body);
        if (slowChecks) await new Promise((resolve) => setTimeout(resolve, 600));
        const value = (body.draft as { settings: { chatOverlayDelayMs: { value: unknown } } }).settings.chatOverlayDelayMs.value;
        const problems = value === 7 ? [{ file: body.path, line: 4, column: 5, pointer: '/settings/chatOverlayDelayMs/value', message: 'too short' }] : [];
        return HttpResponse.json({ path: body.path, problems, ms: 3 });
      }),
    );
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    const field = await screen.findByLabelText('Delay');
    await user.type(field, '0');
    await screen.findByText('Checking…');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).not.toHaveAttribute('aria-disabled');
    await user.click(save);
    await screen.findByText('Saved flows/settings/channels.json.');
    expect(saves.at(-1)?.draft).toMatchObject({ settings: { chatOverlayDelayMs: { value: 50000 } } });

    // A draft whose own problem is known keeps Save off; the next change, not checked yet, turns it on again.
    slowChecks = false;
    await user.clear(field);
    await user.type(field, '7');
    expect(await screen.findByText('too short')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    slowChecks = true;
    await user.type(field, '{Backspace}');
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
  });

  it('a misspelt name in the problem list is written as the name meant in one click, a draft change Undo takes back', async () => {
    registerSettingsEditor(DelayEditor);
    server.use(
      http.post(`${api}/check`, async ({ request }) => {
        const body = (await request.json()) as CheckRequest;
        const value = (body.draft as { settings: { chatOverlayDelayMs: { value: unknown } } }).settings.chatOverlayDelayMs.value;
        const problems =
          value === 'slow'
            ? [
                {
                  file: body.path,
                  line: 4,
                  column: 5,
                  pointer: '/settings/chatOverlayDelayMs',
                  message: 'unknown "slow". Did you mean "show"?',
                  nearMiss: { written: 'slow', meant: 'show' },
                },
              ]
            : [];
        return HttpResponse.json({ path: body.path, problems, ms: 3 });
      }),
    );
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    const field = await screen.findByLabelText('Delay');
    await user.clear(field);
    await user.type(field, 'slow');
    await user.click(await screen.findByRole('button', { name: 'Write “show” for “slow”' }));
    expect(field).toHaveValue('show');
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Write “show”/ })).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(field).toHaveValue('slow');
  });

  it('the editor tabs are one tab stop, the arrow keys move between them and the panel is named by its tab', async () => {
    registerSettingsEditor(DelayEditor);
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    await screen.findByLabelText('Delay');
    const settings = screen.getByRole('tab', { name: 'Settings' });
    const json = screen.getByRole('tab', { name: 'JSON' });
    expect([settings.tabIndex, json.tabIndex]).toEqual([0, -1]);
    expect(screen.getByRole('tabpanel', { name: 'Settings' })).toContainElement(screen.getByLabelText('Delay'));
    settings.focus();
    await user.keyboard('{ArrowRight}');
    expect(json).toHaveFocus();
    expect(json).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'JSON' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(settings).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Delay')).toBeInTheDocument();
  });

  it("says flows:check's note that later checks were skipped once, in the status, and lists only the problems", async () => {
    registerSettingsEditor(DelayEditor);
    const skipped = 'Names, texts, values and examples are checked once every file parses and matches its schema.';
    const problem = { file: 'flows/settings/channels.json', line: 4, column: 5, pointer: '/settings/chatOverlayDelayMs/value', message: 'must be a number' };
    server.use(
      http.post(`${api}/check`, async ({ request }) =>
        HttpResponse.json({ path: ((await request.json()) as CheckRequest).path, problems: [problem], skipped, ms: 3 }),
      ),
    );
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    await user.type(await screen.findByLabelText('Delay'), 'x');
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent(`Checked: 1 problem(s) in this file. ${skipped}`));
    expect(screen.getAllByText(new RegExp(skipped))).toHaveLength(1);
    expect(within(screen.getByRole('region', { name: 'Problems' })).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByLabelText('Delay')).toHaveAccessibleDescription('must be a number');
  });

  /** A problem the draft makes in another file (a switch turned on sends a page's example to another handler). */
  const elsewhere = {
    file: 'flows/journeys/card.json',
    line: 9,
    column: 3,
    pointer: '/pages/creditcardmlp/on/CONTINUE/2/examples/0',
    message: 'runs handler 3',
  };

  /** The status once the check of `typed` in the Delay field answers `problems`; the problem list holds them all. */
  async function statusAfterCheck(problems: object[], typed: string, status: string): Promise<void> {
    registerSettingsEditor(DelayEditor);
    server.use(http.post(`${api}/check`, async ({ request }) => HttpResponse.json({ path: ((await request.json()) as CheckRequest).path, problems, ms: 3 })));
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    await user.type(await screen.findByLabelText('Delay'), typed);
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent(status));
    expect(within(screen.getByRole('region', { name: 'Problems' })).getAllByRole('listitem')).toHaveLength(problems.length);
  }

  it('says the problems the draft makes in other files in the status too, not "no problems" above them', async () => {
    await statusAfterCheck([elsewhere, { ...elsewhere, pointer: '/x' }], '1', 'Checked: no problems in this file. 2 in other files, listed below.');
  });

  it('says the problems in this file and the one in another file apart, in words for one', async () => {
    const own = { file: 'flows/settings/channels.json', line: 4, column: 5, pointer: '/settings/chatOverlayDelayMs/value', message: 'must be a number' };
    // Before: "… 1 in other files, listed below."
    await statusAfterCheck([own, elsewhere], 'x', 'Checked: 1 problem(s) in this file. 1 in another file, listed below.');
  });

  it('checks each draft, shows the problem at the field, undoes, redoes and saves', async () => {
    registerSettingsEditor(DelayEditor);
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    const field = await screen.findByLabelText('Delay');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    await user.clear(field);
    await user.type(field, '2s');
    await waitFor(() => expect(screen.getByLabelText('Delay')).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText('Delay')).toHaveAccessibleDescription('must be a number of milliseconds, e.g. 5000');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    expect(checks.at(-1)?.path).toBe('flows/settings/channels.json');
    // Off but still focusable (aria-disabled): a click or Enter on it saves nothing, the draft with its problem least of all.
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(saves).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Undo' })); // "2" typed after clearing
    expect(screen.getByLabelText('Delay')).toHaveValue('2');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(screen.getByLabelText('Delay')).toHaveValue('2s');
    // Nothing left to redo: the button says so and keeps the focus (a disabled one would drop it to the page).
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Redo' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Delay')).toHaveValue('2s');

    await user.clear(screen.getByLabelText('Delay'));
    await user.type(screen.getByLabelText('Delay'), '2000');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent(/Saved flows\/settings\/channels.json/));
    // One state at a time: once the header says the generated tests are up to date, nothing says they are being updated.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Generated tests' })).toHaveTextContent('Generated tests up to date'));
    expect(document.body).not.toHaveTextContent(/being updated|Updating the generated tests/);
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
    // Saved, so off: pressed again it writes nothing more.
    await user.keyboard('{Enter}');
    expect(saves).toHaveLength(1);
    expect(saves[0]).toMatchObject({ path: 'flows/settings/channels.json', baseHash: 'hash-on-disk' });
    expect((saves[0]?.draft as { settings: { chatOverlayDelayMs: { value: unknown } } }).settings.chatOverlayDelayMs.value).toBe(2000);
    expect(screen.getByText('Saved', { selector: '.save-state' })).toBeInTheDocument();
    // The generated cases follow the answer; the header says when they are written.
    await waitFor(() => expect(screen.getByRole('status', { name: 'Generated tests' })).toHaveTextContent('Generated tests up to date (1 file(s) updated).'));
  });

  it('says so when the flows cannot be read again after a save: the save stands, the analyst is told to reload', async () => {
    registerSettingsEditor(DelayEditor);
    let contextReads = 0;
    // The first read (the studio opening) answers; the one after the save fails.
    server.use(
      http.get(`${api}/context`, () =>
        ++contextReads === 1 ? HttpResponse.json(emptyContext) : HttpResponse.json({ error: 'the flows folder could not be read' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    await user.type(await screen.findByLabelText('Delay'), '0');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Saved, but the flows could not be read again: the flows folder could not be read. Reload the page to see them.',
    );
    expect(contextReads).toBe(2);
    expect(saves).toHaveLength(1);
    // The editor stays, with the save's own word.
    expect(screen.getByText('Saved flows/settings/channels.json.')).toBeInTheDocument();
    expect(screen.getByLabelText('Delay')).toHaveValue('50000');
  });

  it('keeps an unsaved draft: another item of the file shows in the same editor, another file is opened only if the analyst says so', async () => {
    registerSettingsEditor(DelayEditor);
    serveTableFileToo();
    const confirm = answerQuestions(false);
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    await user.clear(await screen.findByLabelText('Delay'));
    await user.type(screen.getByLabelText('Delay'), '2000');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    // The setting itself, in the same file: no question, the draft and its undo stay.
    await openDelayItem(user);
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Delay')).toHaveValue('2000');
    expect(screen.getByRole('button', { name: 'Undo' })).not.toHaveAttribute('aria-disabled');

    // Another file: the analyst is asked, and "cancel" leaves everything as it was.
    await user.click(screen.getByRole('treeitem', { name: /Decision tables/ }));
    await user.click(screen.getByRole('treeitem', { name: 'deviceType' }));
    expect(confirm).toHaveBeenCalledWith('flows/settings/channels.json has unsaved changes. Open deviceType and lose them?');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('chatOverlayDelayMs');
    expect(screen.getByLabelText('Delay')).toHaveValue('2000');
    // Leaving the page is asked about too (the browser's own question).
    const leave = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(leave);
    expect(leave.defaultPrevented).toBe(true);

    // "OK" opens it.
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('treeitem', { name: 'deviceType' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('deviceType'));
    expect(screen.queryByLabelText('Delay')).toBeNull();
    const calm = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(calm);
    expect(calm.defaultPrevented).toBe(false);
  });
});

/** Stands for the JSON tab holding text that does not parse: it tells the shell through onHeld, as JsonFileEditor does. */
function HoldingEditor({ onHeld }: EditorProps) {
  return (
    <label>
      Text that does not parse
      <input type="checkbox" onChange={(event) => onHeld?.(event.target.checked)} />
    </label>
  );
}

describe('unsaved work the draft does not have yet', () => {
  it('asks before held JSON text is dropped, by another file or by leaving the page', async () => {
    registerSettingsEditor(HoldingEditor);
    serveTableFileToo();
    const confirm = answerQuestions(false);
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    await user.click(await screen.findByLabelText('Text that does not parse'));
    expect(screen.getByText('Not valid JSON yet: not saved')).toBeInTheDocument();

    await user.click(screen.getByRole('treeitem', { name: /Decision tables/ }));
    await user.click(screen.getByRole('treeitem', { name: 'deviceType' }));
    expect(confirm).toHaveBeenCalledWith('flows/settings/channels.json has unsaved changes. Open deviceType and lose them?');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('channels');
    const leave = leaving();
    expect(leave.defaultPrevented).toBe(true);
    expect(leave.returnValue).toBe('');

    // The text mended (it parses again, nothing else changed): nothing to ask about.
    await user.click(screen.getByLabelText('Text that does not parse'));
    expect(leaving().returnValue).toBeUndefined();
    await opensWithoutAsking(user, confirm, 'deviceType');
  });
});

describe('one file, one editor', () => {
  it('keeps the undo history after a save when another item of the same file is opened', async () => {
    registerSettingsEditor(DelayEditor);
    // The file as the server has it: the save writes it, so a later read answers with the saved hash.
    let onDisk = channelsFile;
    server.use(
      http.get(`${api}/file`, () => HttpResponse.json(onDisk)),
      http.post(`${api}/save`, async ({ request }) => {
        const body = (await request.json()) as SaveRequest;
        onDisk = { ...channelsFile, data: body.draft, text: JSON.stringify(body.draft), hash: 'hash-after-save' };
        return HttpResponse.json({ status: 'saved', path: body.path, text: onDisk.text, hash: onDisk.hash, problems: [], generating: true, ms: 5 });
      }),
    );
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    await user.clear(await screen.findByLabelText('Delay'));
    await user.type(screen.getByLabelText('Delay'), '2000');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Saved', { selector: '.save-state' })).toBeInTheDocument());

    await openDelayItem(user);
    expect(screen.getByLabelText('Delay')).toHaveValue('2000');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByLabelText('Delay')).toHaveValue('200');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('opens the version on disk when the file was changed there since (nothing unsaved to keep)', async () => {
    registerSettingsEditor(DelayEditor);
    let onDisk = channelsFile;
    server.use(http.get(`${api}/file`, () => HttpResponse.json(onDisk)));
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    expect(await screen.findByLabelText('Delay')).toHaveValue('5000');
    // Someone else (a git pull, another editor) writes the file.
    onDisk = {
      ...channelsFile,
      data: { $schema: '../../schemas/settings.schema.json', settings: { chatOverlayDelayMs: { description: 'Delay.', value: 7000 } } },
      hash: 'hash-pulled',
    };
    await openDelayItem(user);
    await waitFor(() => expect(screen.getByLabelText('Delay')).toHaveValue('7000'));
  });
});

/** Shows the place the shell asks it to show (EditorProps.focus), as the pages view turns it into the page shown. */
function PlaceEditor({ focus }: EditorProps) {
  return <p data-testid="place">{focus === '' ? '(the whole file)' : focus}</p>;
}

describe('a problem of the whole file', () => {
  it('leaves the place the analyst opened: its pointer names no place to move to', async () => {
    registerSettingsEditor(PlaceEditor);
    const withProblems: FileAnswer = {
      ...channelsFile,
      problems: [
        { file: channelsFile.path, line: 1, column: 1, pointer: '', message: 'the file must name its schema' },
        { file: channelsFile.path, line: 4, column: 5, pointer: '/settings/chatOverlayDelayMs/value', message: 'must be a number of milliseconds' },
      ],
    };
    server.use(http.get(`${api}/file`, () => HttpResponse.json(withProblems)));
    const user = userEvent.setup();
    render(<StudioApp />);
    await user.click(await screen.findByRole('treeitem', { name: /Settings/ }));
    screen.getByRole('treeitem', { name: /Settings/ }).focus();
    await user.keyboard('{ArrowDown}{ArrowRight}');
    await user.click(await screen.findByRole('treeitem', { name: 'chatOverlayDelayMs' }));
    expect(await screen.findByTestId('place')).toHaveTextContent('/settings/chatOverlayDelayMs');
    const problems = screen.getByRole('region', { name: 'Problems' });
    await user.click(within(problems).getByRole('button', { name: '(whole file)' }));
    expect(screen.getByTestId('place')).toHaveTextContent('/settings/chatOverlayDelayMs');
    // A problem at a place still goes there.
    await user.click(within(problems).getByRole('button', { name: '/settings/chatOverlayDelayMs/value' }));
    expect(screen.getByTestId('place')).toHaveTextContent('/settings/chatOverlayDelayMs/value');
  });
});

/** A typed editor with a text key's editor in it, as a table's result has: its words leave the field by their own button. */
function TextShownEditor() {
  const [texts, setTexts] = useState({ 'sales.heading': 'Shop phones' });
  const keep = async (key: string, text: string) => {
    setTexts({ ...texts, [key]: text });
    return null;
  };
  return <TextKeyEditor label="message" textKey="sales.heading" texts={texts} onKey={() => undefined} onText={keep} />;
}

describe('words typed and not in the draft yet', () => {
  const textsFile: FileAnswer = {
    path: 'flows/texts/sales.json',
    kind: 'texts',
    text: '{}\n',
    data: { $schema: '../../schemas/texts.schema.json', texts: { 'sales.heading': 'Shop phones' } },
    hash: 'texts-hash',
    problems: [],
  };
  const withTexts: NavItem[] = [...items, { key: textsFile.path, kind: 'texts', name: 'sales', file: textsFile.path, pointer: '' }];

  it('a text being typed in the texts editor is unsaved work: leaving the page asks, the words committed still count', async () => {
    server.use(
      http.get(`${api}/items`, () => HttpResponse.json({ items: withTexts })),
      http.get(`${api}/file`, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('path') === textsFile.path ? textsFile : channelsFile)),
      http.get(`${api}/texts-index`, () => HttpResponse.json({ textKeys: { 'sales.heading': textsFile.path }, textUses: {}, missingTextKeys: [] })),
      http.post(`${api}/check`, async ({ request }) => HttpResponse.json({ path: ((await request.json()) as CheckRequest).path, problems: [], ms: 1 })),
    );
    const user = userEvent.setup();
    render(<StudioApp />);
    await user.click(await screen.findByRole('treeitem', { name: /Texts/ }));
    await user.click(await screen.findByRole('treeitem', { name: 'sales' }));
    const words = await screen.findByRole('textbox', { name: 'Text of sales.heading' });
    expect(leaving().returnValue).toBeUndefined();
    await user.type(words, ' today');
    // Still in the field: nothing committed to the draft, and yet the words are the analyst's work.
    expect(words).toHaveFocus();
    // Save writes the draft, which does not have them yet: said plainly, and Save stays off until they are in it.
    expect(screen.getByText('Typed words not in the draft yet: not saved', { selector: '.save-state' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
    const leave = leaving();
    expect(leave.defaultPrevented).toBe(true);
    expect(leave.returnValue).toBe('');
    await user.tab();
    expect(leaving().defaultPrevented).toBe(true);
    expect(screen.getByText('Unsaved changes', { selector: '.save-state' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled'));
  });

  it('"Text shown" typed and not saved: another file asks first, and "cancel" keeps the words', async () => {
    registerSettingsEditor(TextShownEditor);
    serveTableFileToo();
    const confirm = answerQuestions(false);
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    const shown = await screen.findByRole('textbox', { name: 'Text shown' });
    await user.type(shown, ' and tablets');
    await user.click(screen.getByRole('treeitem', { name: /Decision tables/ }));
    await user.click(screen.getByRole('treeitem', { name: 'deviceType' }));
    expect(confirm).toHaveBeenCalledWith('flows/settings/channels.json has unsaved changes. Open deviceType and lose them?');
    expect(screen.getByRole('textbox', { name: 'Text shown' })).toHaveValue('Shop phones and tablets');
    expect(leaving().defaultPrevented).toBe(true);

    // Used with its own button: no typed words left to ask about (this editor keeps them in its own state, not the draft).
    await user.click(screen.getByRole('button', { name: 'Use these words' }));
    expect(
      await screen.findByText(
        "The text is in the table's unsaved changes, in English (its Spanish words are as they were): Save writes it with the table, Undo takes it back.",
      ),
    ).toBeInTheDocument();
    // The save answers outside any event: the field's word reaches the shell once React has run its effects.
    await waitFor(() => expect(leaving().defaultPrevented).toBe(false));
    await opensWithoutAsking(user, confirm, 'deviceType');
  });
});

describe('words typed and the other tab', () => {
  it('the JSON tab asks before it takes a "Text shown" being typed away; "cancel" keeps the tab and the words', async () => {
    registerSettingsEditor(TextShownEditor);
    const confirm = answerQuestions(false);
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    await user.type(await screen.findByRole('textbox', { name: 'Text shown' }), ' and tablets');
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(confirm).toHaveBeenCalledWith('Words you typed in a field are not in the draft yet. Show the JSON tab, and lose them?');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Text shown' })).toHaveValue('Shop phones and tablets');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(screen.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
  });
});

type DelayDraft = { settings: { chatOverlayDelayMs: { description: string; value: unknown } } };

/** The delay as shown and a button that changes the draft (one step of undo), for the two editors below. */
function DelayAndMakeIt2000({ draft, onChange }: Pick<EditorProps<DelayDraft>, 'draft' | 'onChange'>) {
  const setting = draft.settings.chatOverlayDelayMs;
  return (
    <>
      <p data-testid="delay">{String(setting.value)}</p>
      <button type="button" onClick={() => onChange({ ...draft, settings: { chatOverlayDelayMs: { ...setting, value: 2000 } } })}>
        Make it 2000
      </button>
    </>
  );
}

/** The channels file opened in `editor`, its draft changed once ("Make it 2000"); every question is answered "cancel". */
async function openChannelsChangedOnce(editor: typeof DraftAndHoldEditor) {
  registerSettingsEditor(editor);
  const confirm = answerQuestions(false);
  const user = userEvent.setup();
  render(<StudioApp />);
  await openChannels(user);
  await user.click(await screen.findByRole('button', { name: 'Make it 2000' }));
  return { user, confirm };
}

/** A typed editor that changes the draft and holds typing as the JSON tab does (onHeld; false again when it goes away). */
function DraftAndHoldEditor({ draft, onChange, onHeld }: EditorProps<DelayDraft>) {
  useEffect(() => () => onHeld?.(false), [onHeld]);
  return (
    <>
      <DelayAndMakeIt2000 draft={draft} onChange={onChange} />
      <label>
        Text that does not parse
        <input type="checkbox" onChange={(event) => onHeld?.(event.target.checked)} />
      </label>
    </>
  );
}

describe('held JSON text and the actions that would replace it', () => {
  it('Undo, Redo and the other tab ask first; "cancel" keeps the text, the draft and the tab', async () => {
    const { user, confirm } = await openChannelsChangedOnce(DraftAndHoldEditor);
    await user.click(screen.getByLabelText('Text that does not parse'));

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(confirm).toHaveBeenLastCalledWith('The JSON you typed does not parse yet, so it is not in the draft. Undo, and lose that typing?');
    expect(screen.getByTestId('delay')).toHaveTextContent('2000');
    // By keyboard too (Ctrl+Z outside a text field is the shell's undo).
    await user.keyboard('{Control>}z{/Control}');
    expect(confirm).toHaveBeenCalledTimes(2);
    expect(screen.getByTestId('delay')).toHaveTextContent('2000');
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(confirm).toHaveBeenLastCalledWith('The JSON you typed does not parse yet, so it is not in the draft. Show the JSON tab, and lose that typing?');
    expect(screen.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByLabelText('Text that does not parse')).toBeChecked();
    // The tab already shown is no change: nothing to ask.
    await user.click(screen.getByRole('tab', { name: 'Settings' }));
    expect(confirm).toHaveBeenCalledTimes(3);

    // "OK": the analyst chose to drop the typing.
    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('delay')).toHaveTextContent('5000');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(confirm).toHaveBeenLastCalledWith('The JSON you typed does not parse yet, so it is not in the draft. Redo, and lose that typing?');
    expect(screen.getByTestId('delay')).toHaveTextContent('2000');
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    expect(screen.getByRole('tab', { name: 'JSON' })).toHaveAttribute('aria-selected', 'true');
    // Nothing held any more (the holding editor went away): Undo asks nothing.
    confirm.mockClear();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(confirm).not.toHaveBeenCalled();
  });
});

/** A typed editor that changes the draft, with a text key's editor beside it whose words are saved on their own. */
function DraftAndTextShownEditor({ draft, onChange }: EditorProps<DelayDraft>) {
  return (
    <>
      <DelayAndMakeIt2000 draft={draft} onChange={onChange} />
      <TextShownEditor />
    </>
  );
}

describe('words typed in a field and Undo or Redo', () => {
  it('Undo and Redo ask first; "cancel" keeps the draft and the words', async () => {
    const { user, confirm } = await openChannelsChangedOnce(DraftAndTextShownEditor);
    await user.type(screen.getByRole('textbox', { name: 'Text shown' }), ' and tablets');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(confirm).toHaveBeenLastCalledWith('Words you typed in a field are not in the draft yet. Undo, and lose them?');
    expect(screen.getByTestId('delay')).toHaveTextContent('2000');
    expect(screen.getByRole('textbox', { name: 'Text shown' })).toHaveValue('Shop phones and tablets');

    confirm.mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(screen.getByTestId('delay')).toHaveTextContent('5000');
    confirm.mockReturnValue(false);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(confirm).toHaveBeenLastCalledWith('Words you typed in a field are not in the draft yet. Redo, and lose them?');
    expect(screen.getByTestId('delay')).toHaveTextContent('5000');
  });
});
