// @vitest-environment jsdom
/**
 * Issue 19 items 3 and 7: a row's text ("Use these words" in its text key
 * field) joins the table's unsaved changes and is written by the table's Save,
 * with the table, in one save; before, it was written at once, so a row left
 * unsaved left its text behind in flows/texts/, used by nothing. Undo takes it
 * back. The table editor runs in the shell's file session (useFileSession) with
 * the slot's text keeping (useTextKeeping); the API is answered by MSW.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, expect, it, vi } from 'vitest';
import { useFileSession } from '../../../studio/client/shell/useFileSession.ts';
import { TableEditor } from '../../../studio/client/tables/TableEditor.tsx';
import { inThreadAnalyser } from '../../../studio/client/tables/tableAnalysers.ts';
import { droppingUnusedTexts } from '../../../studio/client/tables/unusedTexts.ts';
import { useTextKeeping } from '../../../studio/client/tables/useTextKeeping.ts';
import type { FileAnswer, NavItem, SaveRequest } from '../../../studio/shared/api.ts';
import type { TableDocument } from '../../../studio/shared/tables/tableTypes.ts';
import { bannerTable, fixtureContext } from './tableFixtures.ts';

const api = `${window.location.origin}/__studio/api`;
const context = fixtureContext();
const tableFile: FileAnswer = {
  path: 'flows/decisions/banner.json',
  kind: 'decisionTable',
  text: '{}\n',
  data: bannerTable(),
  hash: 'table-hash',
  problems: [],
};
const texts: Record<string, FileAnswer> = {
  'flows/texts/banner.json': {
    path: 'flows/texts/banner.json',
    kind: 'texts',
    text: '{}\n',
    data: { texts: context.texts },
    hash: 'english-hash',
    problems: [],
  },
  'flows/texts/es/banner.json': {
    path: 'flows/texts/es/banner.json',
    kind: 'texts',
    text: '{}\n',
    data: { locale: 'es', texts: { 'banner.mobile': 'Compra donde estés', 'banner.desktop': 'Nuestras mejores ofertas' } },
    hash: 'spanish-hash',
    problems: [],
  },
};
const items: NavItem[] = Object.keys(texts).map((file) => ({
  key: file,
  kind: 'texts',
  name: file,
  file,
  pointer: '',
  children: Object.keys(context.texts).map((key) => ({ key: `${file}#/texts/${key}`, kind: 'texts', name: key, file, pointer: `/texts/${key}` })),
}));
const saves: SaveRequest[] = [];
const server = setupServer(
  http.get(`${api}/items`, () => HttpResponse.json({ items })),
  http.get(`${api}/file`, ({ request }) => HttpResponse.json(texts[new URL(request.url).searchParams.get('path') ?? ''])),
  http.post(`${api}/check`, async ({ request }) => HttpResponse.json({ path: ((await request.json()) as SaveRequest).path, problems: [], ms: 1 })),
  http.post(`${api}/save`, async ({ request }) => {
    const body = (await request.json()) as SaveRequest;
    saves.push(body);
    return HttpResponse.json({ status: 'saved', path: body.path, text: JSON.stringify(body.draft), hash: 'after', problems: [], generating: true, ms: 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  saves.length = 0;
  vi.restoreAllMocks();
});
afterAll(() => server.close());

/** The table in the shell's file session, as TableSlotEditor puts it there, with the toolbar's Save and Undo. */
function TableInSession() {
  const session = useFileSession(tableFile, () => {});
  const keepText = useTextKeeping(session.draft, session.change, context.texts, {});
  return (
    <main>
      <TableEditor
        kind="decision"
        table={session.draft as TableDocument}
        context={context}
        analyser={inThreadAnalyser}
        onChange={droppingUnusedTexts(session.draft, session.shownCompanions, session.change)}
        onTextChange={keepText}
        unsavedTexts={session.shownCompanions}
        pendingTexts={session.companions}
      />
      <button type="button" onClick={() => void session.save()}>
        Save
      </button>
      <button type="button" onClick={session.undo}>
        Undo
      </button>
      <p>{session.dirty ? 'Unsaved changes' : 'Saved'}</p>
    </main>
  );
}

/** Row 1's message given a new key, banner.tablet, with its words in both languages, and "Use these words". */
async function keepNewText(user: ReturnType<typeof userEvent.setup>) {
  const message = screen.getByRole('group', { name: 'message' });
  const key = within(message).getByRole('combobox', { name: 'Text key' });
  await user.clear(key);
  await user.type(key, 'banner.tablet');
  await user.type(within(message).getByRole('textbox', { name: 'Text shown' }), 'Shop on your tablet');
  await user.type(within(message).getByRole('textbox', { name: 'Text shown in Spanish' }), 'Compra en tu tableta');
  await user.click(within(message).getByRole('button', { name: 'Use these words' }));
  return message;
}

/**
 * The table in the session with row 1's message given banner.tablet and its words used (keepNewText), once the field
 * says they are in the table's unsaved changes; the message's group.
 */
async function tableWithNewText(user: ReturnType<typeof userEvent.setup>) {
  render(<TableInSession />);
  const message = await keepNewText(user);
  await within(message).findByText("The text is in the table's unsaved changes, in English and Spanish: Save writes it with the table, Undo takes it back.");
  return message;
}

const slow = 30_000;

it(
  "writes nothing when the text is used, and writes it with the table on the table's Save",
  async () => {
    const user = userEvent.setup();
    const message = await tableWithNewText(user);
    // The row is not saved, and neither is its text: leaving now would leave nothing behind in flows/texts/.
    expect(saves).toEqual([]);
    expect(within(message).getByRole('textbox', { name: 'Text shown' })).toHaveValue('Shop on your tablet');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect(saves[0]?.path).toBe('flows/decisions/banner.json');
    expect((saves[0]?.draft as TableDocument).rows[0]?.result).toEqual({ message: { text: 'banner.tablet' }, view: 'compact' });
    expect(saves[0]?.companions).toEqual([
      { path: 'flows/texts/banner.json', draft: { texts: { ...context.texts, 'banner.tablet': 'Shop on your tablet' } }, baseHash: 'english-hash' },
      {
        path: 'flows/texts/es/banner.json',
        draft: { locale: 'es', texts: { ...(texts['flows/texts/es/banner.json']?.data as { texts: object }).texts, 'banner.tablet': 'Compra en tu tableta' } },
        baseHash: 'spanish-hash',
      },
    ]);
    // Written: the field no longer says the words are in the unsaved changes.
    await waitFor(() => expect(screen.getByText('Saved')).toBeInTheDocument());
    expect(within(message).queryByText(/The text is in the table's unsaved changes/)).not.toBeInTheDocument();
  },
  slow,
);

it(
  'Undo takes the text back out of the unsaved changes: the key is new again, nothing written',
  async () => {
    const user = userEvent.setup();
    const message = await tableWithNewText(user);
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(message).getByRole('combobox', { name: 'Text key' })).toHaveValue('banner.tablet');
    expect(within(message).getByText(/^A new key: write its words in English and in Spanish/)).toBeInTheDocument();
    expect(within(message).getByRole('textbox', { name: 'Text shown' })).toHaveValue('');
    // Nor does the field still say the text is in the unsaved changes.
    expect(within(message).getByRole('status')).toHaveTextContent('');
    expect(saves).toEqual([]);
  },
  slow,
);

/** The texts files the first save wrote with the table (undefined: none). */
const englishSaved = (): SaveRequest['companions'] => saves[0]?.companions;

it(
  'a row deleted after its words were used takes its text out of the unsaved changes: Save writes the table alone',
  async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await tableWithNewText(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect((saves[0]?.draft as TableDocument).rows.map((row) => row.id)).toEqual(['mobile', 'signedIn']);
    // Before the fix, flows/texts/banner.json and es/banner.json got banner.tablet, used by nothing.
    expect(englishSaved()).toBeUndefined();
  },
  slow,
);

it(
  'Undo of the delete brings the row with its text, and Save writes both',
  async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    await tableWithNewText(user);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect((saves[0]?.draft as TableDocument).rows[0]?.result).toEqual({ message: { text: 'banner.tablet' }, view: 'compact' });
    expect(englishSaved()?.map((companion) => [companion.path, (companion.draft as { texts: Record<string, string> }).texts['banner.tablet']])).toEqual([
      ['flows/texts/banner.json', 'Shop on your tablet'],
      ['flows/texts/es/banner.json', 'Compra en tu tableta'],
    ]);
  },
  slow,
);

it(
  "a row's text key changed after its words were used takes the unused text out: Save writes no banner.tablet",
  async () => {
    const user = userEvent.setup();
    const message = await tableWithNewText(user);
    const key = within(message).getByRole('combobox', { name: 'Text key' });
    await user.clear(key);
    await user.type(key, 'banner.mobile');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saves).toHaveLength(1));
    expect((saves[0]?.draft as TableDocument).rows[0]?.result).toEqual({ message: { text: 'banner.mobile' }, view: 'compact' });
    expect(englishSaved()).toBeUndefined();
  },
  slow,
);
