// @vitest-environment jsdom
/**
 * The studio's home (studio/client/shell/StudioHome.tsx, Testing Library, the API answered by MSW): whether the flows
 * on disk pass flows:check, each problem under the file to open, asked again after a save and on "Check again", and
 * where each kind of change is made, each naming the navigator's group it opens.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { StudioHome } from '../../studio/client/shell/StudioHome.tsx';
import type { NavItem, StatusAnswer } from '../../studio/shared/api.ts';

const api = `${window.location.origin}/__studio/api`;
const table: NavItem = {
  key: 'flows/decisions/card-application.json',
  kind: 'decisionTable',
  name: 'cardApplication',
  file: 'flows/decisions/card-application.json',
  pointer: '',
};
const problem = {
  file: table.file,
  line: 71,
  column: 54,
  pointer: '/rows/2/result/message/text',
  message: 'unknown text key "common.genricError". Did you mean "common.genericError"?',
};
let answer: StatusAnswer = { files: 184, problems: [] };
let asked = 0;
const server = setupServer(
  http.get(`${api}/status`, () => {
    asked += 1;
    return HttpResponse.json(answer);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  asked = 0;
  answer = { files: 184, problems: [] };
});
afterAll(() => server.close());

describe('studio home', () => {
  it('says the flows pass flows:check, and where each kind of change is made', async () => {
    render(<StudioHome items={[table]} version={0} onOpen={() => undefined} onShowKind={() => undefined} />);
    expect(await screen.findByText('All 184 flow files pass flows:check.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('All 184 flow files pass flows:check.');
    const places = screen.getByRole('region', { name: 'Where to make a change' });
    expect(within(places).getByText('Turn a feature on or off').nextSibling).toHaveTextContent('Switches');
  });

  it('opens the group a starting point names', async () => {
    const onShowKind = vi.fn();
    render(<StudioHome items={[table]} version={0} onOpen={() => undefined} onShowKind={onShowKind} />);
    const places = screen.getByRole('region', { name: 'Where to make a change' });
    await userEvent.setup().click(within(places).getByRole('button', { name: 'Switches' }));
    expect(onShowKind).toHaveBeenCalledWith('switches');
    await userEvent.setup().click(within(places).getByRole('button', { name: 'Journeys and pages' }));
    expect(onShowKind).toHaveBeenLastCalledWith('journey');
  });

  it('lists each problem under its file; Open opens the file in the editor', async () => {
    answer = { files: 184, problems: [problem] };
    const onOpen = vi.fn();
    render(<StudioHome items={[table]} version={0} onOpen={onOpen} onShowKind={() => undefined} />);
    expect(await screen.findByText(/1 problem in 1 of 184 flow files/)).toBeInTheDocument();
    expect(screen.getByText(/unknown text key "common.genricError"/)).toBeInTheDocument();
    expect(screen.getByText('line 71 /rows/2/result/message/text')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Open flows/decisions/card-application.json' }));
    expect(onOpen).toHaveBeenCalledWith(table);
  });

  it('asks again after a save and on Check again (a hand edit of a file shows without a reload)', async () => {
    const { rerender } = render(<StudioHome items={[table]} version={0} onOpen={() => undefined} onShowKind={() => undefined} />);
    await screen.findByText('All 184 flow files pass flows:check.');
    answer = { files: 184, problems: [problem] };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Check again' }));
    expect(await screen.findByText(/1 problem in 1 of 184 flow files/)).toBeInTheDocument();
    answer = { files: 185, problems: [] };
    rerender(<StudioHome items={[table]} version={1} onOpen={() => undefined} onShowKind={() => undefined} />);
    expect(await screen.findByText('All 185 flow files pass flows:check.')).toBeInTheDocument();
    expect(asked).toBe(3);
  });

  it('says so when the check cannot run', async () => {
    server.use(http.get(`${api}/status`, () => HttpResponse.json({ error: 'the studio server stopped' }, { status: 500 })));
    render(<StudioHome items={[table]} version={0} onOpen={() => undefined} onShowKind={() => undefined} />);
    expect(await screen.findByText('The check could not run: the studio server stopped')).toBeInTheDocument();
  });

  it('shows the whole list on the home itself, not "run npm run flows:check"; the same button shows the first ones again', async () => {
    answer = { files: 184, problems: Array.from({ length: 15 }, (_, index) => ({ ...problem, line: index + 1, message: `problem number ${index + 1}` })) };
    render(<StudioHome items={[table]} version={0} onOpen={() => undefined} onShowKind={() => undefined} />);
    expect(await screen.findByText(/problem number 12$/)).toBeInTheDocument();
    expect(screen.queryByText(/problem number 13$/)).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(/npm run|flows:check for the whole list/);
    const user = userEvent.setup();
    const all = screen.getByRole('button', { name: 'Show all 15 problems (3 more)' });
    expect(all).toHaveAttribute('aria-expanded', 'false');
    await user.click(all);
    for (const shown of [13, 14, 15]) expect(screen.getByText(new RegExp(`problem number ${shown}$`))).toBeInTheDocument();
    // The button stays, and keeps the focus: pressed again, it shows the first ones only.
    expect(all).toHaveFocus();
    expect(all).toHaveAccessibleName('Show the first 12 problems only');
    expect(all).toHaveAttribute('aria-expanded', 'true');
    await user.click(all);
    expect(screen.queryByText(/problem number 13$/)).not.toBeInTheDocument();
  });
});
