// @vitest-environment jsdom
/**
 * The studio's uses panel (studio/client/shell/UsesPanel.tsx, Testing Library, the API answered by MSW): the flows
 * that read an item, each a link to open it, and the code that reads it by name (tools/qa/codeReaders.ts), which the
 * analyst cannot open but must know of before renaming or deleting it.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { UsesPanel } from '../../studio/client/shell/UsesPanel.tsx';
import type { NavItem, UsesAnswer } from '../../studio/shared/api.ts';

const api = `${window.location.origin}/__studio/api`;
const table: NavItem = {
  key: 'flows/decisions/device-type.json',
  kind: 'decisionTable',
  name: 'deviceType',
  file: 'flows/decisions/device-type.json',
  pointer: '',
  uses: { kind: 'table', name: 'deviceType' },
};
const shopFlow: NavItem = {
  key: 'flows/decisions/shop-flow.json',
  kind: 'decisionTable',
  name: 'shopFlow',
  file: 'flows/decisions/shop-flow.json',
  pointer: '',
};
let answer: UsesAnswer = { name: 'deviceType', kind: 'table', tables: [], pages: [], errorRows: [], files: [], code: [], routes: [] };
const server = setupServer(http.get(`${api}/uses`, () => HttpResponse.json(answer)));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  answer = { name: 'deviceType', kind: 'table', tables: [], pages: [], errorRows: [], files: [], code: [], routes: [] };
});
afterAll(() => server.close());

describe('uses panel', () => {
  it('names the code that reads a table no flow reads, as text, not as a link', async () => {
    answer = { ...answer, code: ['src/runtime/facts/derivedFacts.ts'] };
    render(<UsesPanel item={table} find={() => undefined} onOpen={() => undefined} />);
    const panel = screen.getByRole('region', { name: 'Where deviceType is used' });
    expect(await within(panel).findByText('Nothing in the flows reads it.')).toBeInTheDocument();
    expect(within(panel).getByRole('heading', { name: 'Read by the code (renaming or deleting it breaks it) (1)' })).toBeInTheDocument();
    expect(within(panel).getByRole('listitem')).toHaveTextContent('src/runtime/facts/derivedFacts.ts');
    expect(within(panel).queryByRole('button')).toBeNull();
  });

  it('links each table that reads it; no code section when no code reads it', async () => {
    answer = { ...answer, tables: ['decision shopFlow'] };
    const onOpen = vi.fn();
    render(<UsesPanel item={table} find={(use) => (use === 'decision shopFlow' ? shopFlow : undefined)} onOpen={onOpen} />);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'decision shopFlow' }));
    expect(onOpen).toHaveBeenCalledWith(shopFlow);
    expect(screen.queryByText('Nothing in the flows reads it.')).toBeNull();
    expect(screen.queryByRole('heading', { name: /Read by the code/ })).toBeNull();
  });

  it("groups a switch's pages by the way it reaches them, the most pages first, each table on the way a link", async () => {
    const user = userEvent.setup();
    const onSwitch: NavItem = {
      key: 'flows/switches/sales.json#/switches/FF_X',
      kind: 'switches',
      name: 'FF_X',
      file: 'flows/switches/sales.json',
      pointer: '/switches/FF_X',
      uses: { kind: 'switch', name: 'FF_X' },
    };
    const shop: NavItem = { key: 'flows/journeys/shop.json#/pages/shop', kind: 'page', name: 'shop', file: 'flows/journeys/shop.json', pointer: '/pages/shop' };
    answer = {
      ...answer,
      name: 'FF_X',
      kind: 'switch',
      tables: ['decision shopFlow'],
      pages: ['shop.shop (shop.html)', 'shop.cart (cart.html)'],
      routes: [
        { via: [], place: 'handlers of CONTINUE', pages: ['shop.cart (cart.html)'] },
        { via: ['decision shopFlow'], place: 'onEnter', pages: ['shop.shop (shop.html)', 'shop.cart (cart.html)'] },
      ],
    };
    const onOpen = vi.fn();
    const find = (use: string) => ({ 'decision shopFlow': shopFlow, 'shop.shop (shop.html)': shop })[use];
    render(<UsesPanel item={onSwitch} find={find} onOpen={onOpen} />);
    const panel = screen.getByRole('region', { name: 'Where FF_X is used' });
    expect(await within(panel).findByRole('heading', { name: 'Pages (2)' })).toBeInTheDocument();
    const routes = within(panel).getAllByRole('group');
    expect(routes.map((route) => route.querySelector('summary')?.textContent)).toEqual([
      'through decision shopFlow, in what runs as the page opens (onEnter) (2 pages)',
      "read by the page itself, in the page's handlers of CONTINUE (1 page)",
    ]);
    const [throughTable] = routes as [HTMLElement];
    await user.click(within(throughTable).getByText(/^through decision shopFlow/));
    expect(
      within(throughTable)
        .getAllByRole('listitem')
        .map((page) => page.textContent),
    ).toEqual(['shop.shop (shop.html)', 'shop.cart (cart.html)']);
    await user.click(within(throughTable).getByRole('button', { name: 'decision shopFlow' }));
    await user.click(within(throughTable).getByRole('button', { name: 'shop.shop (shop.html)' }));
    expect(onOpen.mock.calls).toEqual([[shopFlow], [shop]]);
  });
});
