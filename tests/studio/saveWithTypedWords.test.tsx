// @vitest-environment jsdom
/**
 * Found by the analyst QA walkthrough: a list's entry refused ("already in the list") and left in its box, then
 * Save: the status said "Saved flows/lists/…" beside "Typed words not in the draft yet: not saved". Save writes the
 * draft only (studio/README.md "Editor slot"), so the status now says the words still typed are not in the file.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { StudioApp } from '../../studio/client/shell/StudioApp.tsx';
import type { FileAnswer, NavItem, SaveRequest } from '../../studio/shared/api.ts';
import { emptyContext } from './shellSteps.ts';

const api = `${window.location.origin}/__studio/api`;
const path = 'flows/lists/plumbing.json';
const items: NavItem[] = [{ key: path, kind: 'lists', name: 'plumbing', file: path, pointer: '' }];
const data = {
  $schema: '../../schemas/list.schema.json',
  lists: { retryUrls: { description: 'Retried once.', items: ['/cartservice/cart/', '/omnidlservice/'] } },
};
const file: FileAnswer = { path, kind: 'lists', text: `${JSON.stringify(data)}\n`, data, hash: 'on-disk', problems: [] };

const server = setupServer(
  http.get(`${api}/items`, () => HttpResponse.json({ items })),
  http.get(`${api}/context`, () => HttpResponse.json(emptyContext)),
  http.get(`${api}/status`, () => HttpResponse.json({ files: 1, problems: [] })),
  http.get(`${api}/file`, () => HttpResponse.json(file)),
  http.get(`${api}/texts-index`, () => HttpResponse.json({ textKeys: {}, textUses: {}, missingTextKeys: [] })),
  http.get(`${api}/uses`, () => HttpResponse.json({ name: 'plumbing', kind: 'list', tables: [], pages: [], errorRows: [], files: [], code: [], routes: [] })),
  http.get(`${api}/generated`, () => HttpResponse.json({ files: [], ms: 1 })),
  http.post(`${api}/check`, () => HttpResponse.json({ path, problems: [], ms: 1 })),
  http.post(`${api}/save`, async ({ request }) => {
    const body = (await request.json()) as SaveRequest;
    return HttpResponse.json({ status: 'saved', path, text: `${JSON.stringify(body.draft)}\n`, hash: 'saved', problems: [], generating: true, ms: 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const saved = `Saved ${path}.`;
const wordsLeftOut = 'The words still typed in a field are not in it: mend and add them, or clear the field.';

it('says a save left out the refused entry still in the box, and says "Saved" alone once the box is cleared', async () => {
  const user = userEvent.setup();
  render(<StudioApp />);
  await user.click(await screen.findByRole('treeitem', { name: /Lists/ }));
  await user.click(await screen.findByRole('treeitem', { name: 'plumbing' }));
  await user.click(await screen.findByRole('button', { name: 'Remove /omnidlservice/ from retryUrls' }));
  const entry = screen.getByRole('textbox', { name: 'New entry' });
  await user.type(entry, '/cartservice/cart/{Enter}');
  expect(screen.getByRole('alert')).toHaveTextContent('"/cartservice/cart/" is already in the list (each entry once).');

  await user.click(screen.getByRole('button', { name: 'Save' }));
  // The shell's status line (the search box of the Lists editor has a status of its own).
  const status = screen.getAllByRole('status').find((element) => element.classList.contains('status'));
  if (!status) throw new Error('the shell has no status line');
  await waitFor(() => expect(status).toHaveTextContent(saved), { timeout: 5000 });
  const saveState = screen.getByText(/Saved|Unsaved changes|Typed words/, { selector: '.save-state' });
  expect(saveState).toHaveTextContent('Typed words not in the draft yet: not saved');
  // Before: "Saved flows/lists/plumbing.json. …" alone, beside "not saved".
  expect(status).toHaveTextContent(`${saved} ${wordsLeftOut}`);

  await user.clear(entry);
  expect(saveState).toHaveTextContent(/^Saved$/);
  expect(status).toHaveTextContent(saved);
  expect(status).not.toHaveTextContent(wordsLeftOut);
  // Typed again after the save and refused: the same "Saved …" is not left to stand beside it.
  await user.type(entry, '/cartservice/cart/{Enter}');
  expect(saveState).toHaveTextContent('Typed words not in the draft yet: not saved');
  expect(status).toHaveTextContent(`${saved} ${wordsLeftOut}`);
}, 30_000);
