// @vitest-environment jsdom
/**
 * Found by the analyst QA walkthrough: for the 1-3 s a check takes after an edit, the redirect field's problem
 * quoted the value before ("http://old…" under "http://new…"), and a mended target still looked refused. The shell
 * now gives a field only the problems of what it shows; the problem list says the place is being checked again
 * (studio/client/shell/currentProblems.ts, studio/README.md "Problems").
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, expect, it, onTestFinished } from 'vitest';
import type { EditorProps } from '../../studio/client/editorSlot.ts';
import { typedEditors } from '../../studio/client/editors.ts';
import { StudioApp } from '../../studio/client/shell/StudioApp.tsx';
import { ResultEditor } from '../../studio/client/tables/ResultEditor.tsx';
import type { CheckRequest, FileAnswer, NavItem } from '../../studio/shared/api.ts';
import { problemsAt } from '../../studio/shared/problem.ts';
import type { TableDocument } from '../../studio/shared/tables/tableTypes.ts';
import { emptyContext } from './shellSteps.ts';

const api = `${window.location.origin}/__studio/api`;
const path = 'flows/redirects/cart-lost.json';
const items: NavItem[] = [{ key: path, kind: 'redirectTable', name: 'cartLost', file: path, pointer: '' }];
const table: TableDocument = {
  $schema: '../../schemas/redirect-table.schema.json',
  id: 'cartLost',
  rows: [{ id: 'toShop', when: true, to: 'http://old.example/' }],
};
const file: FileAnswer = { path, kind: 'redirectTable', text: `${JSON.stringify(table)}\n`, data: table, hash: 'on-disk', problems: [] };

/** flows:check's words for a refused target: they quote the value checked. */
const refused = (to: string) => `redirect target "${to}" would be refused by the Redirector (the shopper would stay on the page): http: is not allowed.`;

/** Checks answer only when the test lets them, as a loaded dev server answers seconds later. */
const held: (() => void)[] = [];
let holding = false;

const server = setupServer(
  http.get(`${api}/items`, () => HttpResponse.json({ items })),
  http.get(`${api}/context`, () => HttpResponse.json(emptyContext)),
  http.get(`${api}/status`, () => HttpResponse.json({ files: 1, problems: [] })),
  http.get(`${api}/file`, () => HttpResponse.json(file)),
  http.get(`${api}/uses`, () => HttpResponse.json({ name: 'cartLost', kind: 'table', tables: [], pages: [], errorRows: [], files: [], code: [], routes: [] })),
  http.post(`${api}/check`, async ({ request }) => {
    const body = (await request.json()) as CheckRequest;
    const to = String((body.draft as TableDocument).rows[0]?.to);
    if (holding) await new Promise<void>((release) => held.push(release));
    const problems = to.startsWith('http://') ? [{ file: path, line: 1, column: 1, pointer: '/rows/0/to', message: refused(to) }] : [];
    return HttpResponse.json({ path, problems, ms: 1 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

/** The redirect row's target field, the table editor's own (ResultEditor), given the shell's problems at it. */
function RedirectTarget({ draft, onChange, problems }: EditorProps<TableDocument>) {
  const row = draft.rows[0];
  if (!row) return null;
  return (
    <ResultEditor
      kind="redirect"
      table={draft}
      row={row}
      onRow={(next) => onChange({ ...draft, rows: [next] })}
      problemAt={(field) =>
        problemsAt(problems, `/rows/0/${field}`)
          .map((problem) => problem.message)
          .join(' ') || undefined
      }
      texts={{}}
      pageIds={[]}
    />
  );
}

it('shows no problem quoting the value before while the new one is being checked, then the new one’s', async () => {
  typedEditors.unshift({ label: 'Table', kinds: ['redirectTable'], component: RedirectTarget as never });
  onTestFinished(() => void typedEditors.shift());
  const user = userEvent.setup();
  render(<StudioApp />);
  await user.click(await screen.findByRole('treeitem', { name: /Redirect tables/ }));
  await user.click(await screen.findByRole('treeitem', { name: 'cartLost' }));
  const field = await screen.findByRole('textbox', { name: 'Target address (to)' });
  await user.type(field, 'x');
  await waitFor(() => expect(field).toHaveAccessibleDescription(refused('http://old.example/x')), { timeout: 5000 });

  holding = true;
  await user.type(field, 'y');
  await waitFor(() => expect(held).toHaveLength(1), { timeout: 5000 });
  // The check of "…/xy" has not answered: nothing at the field quotes "…/x" under "…/xy".
  expect(field).toHaveValue('http://old.example/xy');
  expect(field).not.toHaveAccessibleDescription(refused('http://old.example/x'));
  expect(field).not.toHaveAttribute('aria-invalid', 'true');
  const list = screen.getByRole('region', { name: 'Problems' });
  expect(within(list).queryByText(refused('http://old.example/x'), { exact: false })).toBeNull();
  expect(within(list).getByRole('listitem')).toHaveTextContent('/rows/0/to Changed since it was checked: checking it again…');

  holding = false;
  held.splice(0).forEach((release) => release());
  await waitFor(() => expect(field).toHaveAccessibleDescription(refused('http://old.example/xy')), { timeout: 5000 });
  expect(within(list).getByRole('listitem')).toHaveTextContent(refused('http://old.example/xy'));
}, 30_000);
