// @vitest-environment jsdom
/**
 * The open item in the studio's address (studio/client/shell/itemAddress.ts, useAddressedItem.ts; studio/README.md
 * "Navigation"), the API answered by MSW: an item opened from the navigator is written in the query as a new history
 * entry; the page loaded at such an address (a reload, a colleague's link) opens that item, a place in a file too;
 * Back and Forward open the items again; an address naming nothing the studio has says so instead of a blank pane.
 */
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, holdsPlace, readAddress } from '../../studio/client/shell/itemAddress.ts';
import { StudioApp } from '../../studio/client/shell/StudioApp.tsx';
import type { FileAnswer, NavItem } from '../../studio/shared/api.ts';
import { channelsFile, emptyContext, openChannels, openDelayItem } from './shellSteps.ts';

const api = `${window.location.origin}/__studio/api`;
const tableFile: FileAnswer = { ...channelsFile, path: 'flows/decisions/device-type.json', kind: null, data: { id: 'deviceType', rows: [{ id: 'phone' }] } };
const items: NavItem[] = [
  { key: tableFile.path, kind: 'decisionTable', name: 'deviceType', file: tableFile.path, pointer: '' },
  {
    key: channelsFile.path,
    kind: 'settings',
    name: 'channels',
    file: channelsFile.path,
    pointer: '',
    children: [
      {
        key: `${channelsFile.path}#/settings/chatOverlayDelayMs`,
        kind: 'settings',
        name: 'chatOverlayDelayMs',
        file: channelsFile.path,
        pointer: '/settings/chatOverlayDelayMs',
      },
    ],
  },
];
const server = setupServer(
  http.get(`${api}/items`, () => HttpResponse.json({ items })),
  http.get(`${api}/context`, () => HttpResponse.json(emptyContext)),
  http.get(`${api}/status`, () => HttpResponse.json({ files: 2, problems: [] })),
  http.get(`${api}/file`, ({ request }) => HttpResponse.json(new URL(request.url).searchParams.get('path') === tableFile.path ? tableFile : channelsFile)),
  http.get(`${api}/uses`, () => HttpResponse.json({ name: 'x', kind: 'setting', tables: [], pages: [], errorRows: [], files: [], code: [] })),
  http.post(`${api}/check`, () => HttpResponse.json({ path: channelsFile.path, problems: [], ms: 1 })),
  http.get(`${api}/texts-index`, () => HttpResponse.json({ textKeys: {}, textUses: {}, missingTextKeys: [] })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => window.history.replaceState(null, '', '/'));
afterAll(() => server.close());

const heading = () => screen.getByRole('heading', { level: 1 });
/** Back or Forward, as the browser's buttons: the address changes, then popstate comes. */
async function traverse(step: -1 | 1): Promise<void> {
  const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  await act(async () => {
    window.history.go(step);
    await moved;
  });
}

describe('the address of an item', () => {
  it('names the file and the place, readable, and is read back as written', () => {
    expect(addressOf({ file: 'flows/lists/card.json', pointer: '/lists/cardBankHosts' })).toBe('?file=flows/lists/card.json&at=/lists/cardBankHosts');
    expect(addressOf({ file: 'flows/lists/card.json', pointer: '' })).toBe('?file=flows/lists/card.json');
    const odd = { file: 'flows/texts/sales.json', pointer: '/texts/a b&c#d~1e' };
    expect(readAddress(addressOf(odd))).toEqual({ file: odd.file, at: odd.pointer });
    expect(readAddress('')).toBeNull();
  });

  it('finds a place in a file by its pointer, with RFC 6901 escapes', () => {
    const data = { rows: [{ id: 'a' }], texts: { 'a/b': 'x' } };
    expect(holdsPlace(data, '')).toBe(true);
    expect(holdsPlace(data, '/rows/0')).toBe(true);
    expect(holdsPlace(data, '/texts/a~1b')).toBe(true);
    expect(holdsPlace(data, '/rows/1')).toBe(false);
    expect(holdsPlace(data, '/rows/0/id/x')).toBe(false);
    expect(holdsPlace(data, 'rows')).toBe(false);
  });
});

describe('the open item in the address', () => {
  it('an item opened from the navigator is written in the address, each as a history entry; Back and Forward open them again', async () => {
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    await waitFor(() => expect(window.location.search).toBe('?file=flows/settings/channels.json'));
    await openDelayItem(user);
    expect(window.location.search).toBe('?file=flows/settings/channels.json&at=/settings/chatOverlayDelayMs');
    await user.click(screen.getByRole('treeitem', { name: /Decision tables/ }));
    await user.click(screen.getByRole('treeitem', { name: 'deviceType' }));
    await waitFor(() => expect(heading()).toHaveTextContent('deviceType'));
    expect(window.location.search).toBe('?file=flows/decisions/device-type.json');

    await traverse(-1);
    await waitFor(() => expect(heading()).toHaveTextContent('chatOverlayDelayMs'));
    await traverse(-1);
    await waitFor(() => expect(heading()).toHaveTextContent(/^channels/));
    await traverse(1);
    await waitFor(() => expect(heading()).toHaveTextContent('chatOverlayDelayMs'));
    expect(window.location.search).toBe('?file=flows/settings/channels.json&at=/settings/chatOverlayDelayMs');
  });

  it("loaded at an item's address (a reload, a colleague's link), opens that item", async () => {
    window.history.replaceState(null, '', '/?file=flows/settings/channels.json&at=/settings/chatOverlayDelayMs');
    render(<StudioApp />);
    await waitFor(() => expect(heading()).toHaveTextContent('chatOverlayDelayMs'));
    expect(screen.getByText(channelsFile.path)).toBeInTheDocument();
  });

  it('loaded at a place in a file that is no item of the navigator (a table row), opens the file there', async () => {
    window.history.replaceState(null, '', '/?file=flows/decisions/device-type.json&at=/rows/0');
    render(<StudioApp />);
    await waitFor(() => expect(heading()).toHaveTextContent('deviceType'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it.each([
    ['/?file=flows/decisions/gone.json', 'flows/decisions/gone.json is no flow file the studio knows'],
    ['/?file=flows/settings/channels.json&at=/settings/gone', 'flows/settings/channels.json has nothing at /settings/gone'],
  ])('loaded at %s, says the studio cannot find it, over the home page', async (address, what) => {
    window.history.replaceState(null, '', address);
    render(<StudioApp />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      `This address names an item the studio cannot find: ${what}. It may have been renamed or deleted, or be on another branch. Choose an item in the navigator.`,
    );
    expect(heading()).toHaveTextContent('Flow studio');
  });

  it('back at the address with no item, shows the home page again', async () => {
    const user = userEvent.setup();
    render(<StudioApp />);
    await openChannels(user);
    await waitFor(() => expect(heading()).toHaveTextContent(/^channels/));
    await traverse(-1);
    await waitFor(() => expect(heading()).toHaveTextContent('Flow studio'));
    expect(window.location.search).toBe('');
  });
});
