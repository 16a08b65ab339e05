// @vitest-environment jsdom
/**
 * The studio's skip link (studio/client/shell/SkipToEditor.tsx, Testing Library, the API answered by MSW): the page's
 * first tab stop, "Skip to the editor", takes the focus to the editor pane's heading (the home page's while no file
 * is open, the open file's name after), so the next Tab goes into the editor, not through the header and the navigator.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StudioApp } from '../../studio/client/shell/StudioApp.tsx';
import type { NavItem } from '../../studio/shared/api.ts';
import { channelsFile, emptyContext, openChannels } from './shellSteps.ts';

const api = `${window.location.origin}/__studio/api`;
const items: NavItem[] = [{ key: 'flows/settings/channels.json', kind: 'settings', name: 'channels', file: 'flows/settings/channels.json', pointer: '' }];
const server = setupServer(
  http.get(`${api}/items`, () => HttpResponse.json({ items })),
  http.get(`${api}/context`, () => HttpResponse.json(emptyContext)),
  http.get(`${api}/status`, () => HttpResponse.json({ files: 1, problems: [] })),
  http.get(`${api}/file`, () => HttpResponse.json(channelsFile)),
  http.get(`${api}/texts-index`, () => HttpResponse.json({ textKeys: {}, textUses: {}, missingTextKeys: [] })),
  http.get(`${api}/uses`, () =>
    HttpResponse.json({ name: 'channels', kind: 'setting', tables: [], pages: [], errorRows: [], files: [], code: [], routes: [] }),
  ),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('skip link', () => {
  it('is the first tab stop; it takes the focus to the home heading, then to the open file’s heading, and Tab goes on into the editor', async () => {
    const user = userEvent.setup();
    render(<StudioApp />);
    await screen.findByRole('treeitem', { name: /Settings/ });
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to the editor' });
    expect(skip).toHaveFocus();
    // Next the header's Changes: the link comes before everything else.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Changes' })).toHaveFocus();
    await user.click(skip);
    expect(screen.getByRole('heading', { level: 1, name: 'Flow studio' })).toHaveFocus();
    await openChannels(user);
    const title = await screen.findByRole('heading', { level: 1, name: /channels/ });
    skip.focus();
    await user.keyboard('{Enter}');
    expect(title).toHaveFocus();
    // The next stop is in the editor (its toolbar's Undo), not in the header or the navigator.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Undo' })).toHaveFocus();
  });
});
