// @vitest-environment jsdom
/**
 * A page condition's links to what decides it (analyst walkthrough, session 41): the selected node's `when` and its
 * props' cases name the decision tables, redirect tables and switches they read, each a button that asks the shell to
 * open it; where the condition compares a table's field with written values, the rows giving them open the table at
 * that row (its pointer, zero-based; the row's number, counted from 1, as the table editor shows it).
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { SourceLinks } from '../../../studio/client/pages/ConditionSources.tsx';
import { PagesView } from '../../../studio/client/pages/PagesView.tsx';
import { conditionSources } from '../../../studio/shared/conditionSources.ts';
import type { PageTreeAnswer } from '../../../studio/shared/pages.ts';
import { shellTestTimeout, shopPages, shopPagesApi } from './shopPageFixture.ts';

// The pages view in jsdom: up to 3.8 s on the loaded machine (shopPageFixture.ts, shellTestTimeout).
vi.setConfig({ testTimeout: shellTestTimeout });

const row = (id: string, view: string) => ({ id, when: true, examples: [], result: { view } });
const flows = {
  decisions: {
    savingsLanding: {
      id: 'savingsLanding',
      rows: [row('phone', 'mobile'), row('tablet', 'wide'), row('app', 'mobile')],
      default: { id: 'desktop', result: { view: 'wide' } },
    },
  },
  redirectTables: { sales: { id: 'sales', rows: [{ id: 'sim', when: true, to: 'x', examples: [] }] } },
  switches: { FF_SAVINGS: { description: 'savings', default: false } },
} as unknown as SourceLinks['flows'];

const mobileView = { '==': [{ var: 'decisions.savingsLanding.view' }, 'mobile'] };
const switchOn = { var: 'switches.FF_SAVINGS' };

describe('conditionSources', () => {
  it('names the tables and switches read, in order, once each, and the rows giving a compared value (default included)', () => {
    expect(conditionSources({ and: [mobileView, switchOn, { var: 'decisions.savingsLanding.message' }] }, flows)).toEqual([
      {
        kind: 'decision',
        name: 'savingsLanding',
        field: 'view',
        rows: [
          { pointer: '/rows/0', number: 1, id: 'phone' },
          { pointer: '/rows/2', number: 3, id: 'app' },
        ],
      },
      { kind: 'switch', name: 'FF_SAVINGS', rows: [] },
    ]);
    expect(conditionSources({ in: [{ var: 'decisions.savingsLanding.view' }, ['wide']] }, flows)[0]?.rows.map((found) => found.pointer)).toEqual([
      '/rows/1',
      '/default',
    ]);
  });

  it("a redirect table's winning row by its id; a fact of no table or switch, or one read inside some/map, names nothing", () => {
    expect(conditionSources({ '==': [{ var: 'redirects.sales.row' }, 'sim'] }, flows)).toEqual([
      { kind: 'redirect', name: 'sales', field: 'row', rows: [{ pointer: '/rows/0', number: 1, id: 'sim' }] },
    ]);
    expect(conditionSources({ var: 'decisions.unknown.view' }, flows)).toEqual([]);
    expect(conditionSources({ some: [{ var: 'cart.items' }, { var: 'switches.FF_SAVINGS' }] }, flows)).toEqual([]);
  });
});

const tree: PageTreeAnswer = {
  page: shopPages.pages[0] as PageTreeAnswer['page'],
  nodes: [
    {
      key: 'p0',
      component: 'Banner',
      testId: 'savings-banner',
      conditional: true,
      when: { and: [mobileView, switchOn] },
      texts: [],
      cases: [{ prop: 'tone', cases: [{ when: { '==': [{ var: 'redirects.sales.row' }, 'sim'] }, value: 'info' }], else: 'warning' }],
      origin: { kind: 'layout', id: 'sales', file: 'flows/layouts/sales.json', pointer: '/body/0' },
      children: [],
    },
  ],
  handlers: [{ event: 'CONTINUE', index: 0, when: switchOn, examples: [], effects: ['goto cart'], origin: null }],
};

describe('the page tree links a condition to what decides it', () => {
  it("the selected node's when, its cases and the page's handlers: each table, row and switch asks the shell to open it", async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    render(<PagesView api={shopPagesApi(tree)} texts={{}} switches={{}} links={{ flows, open }} />);
    const select = await screen.findByRole('button', { name: /^Banner savings-banner/ });
    expect(screen.queryByRole('list', { name: /^What decides (whether|tone)/ })).toBeNull();
    await user.click(select);

    const shows = screen.getByRole('list', { name: 'What decides whether Banner savings-banner shows' });
    expect(shows).toHaveTextContent('Open decision table savingsLanding (the view: row 1 “phone”, row 3 “app”)');
    await user.click(within(shows).getByRole('button', { name: 'Open decision table savingsLanding' }));
    await user.click(within(shows).getByRole('button', { name: 'row 3 “app” of decision table savingsLanding' }));
    await user.click(within(shows).getByRole('button', { name: 'Open switch FF_SAVINGS' }));

    const tone = screen.getByRole('list', { name: 'What decides tone, case 1' });
    expect(tone).toHaveTextContent('Open redirect table sales (the row that wins: row 1 “sim”)');
    await user.click(within(tone).getByRole('button', { name: 'row 1 “sim” of redirect table sales' }));

    const handler = screen.getByRole('list', { name: 'What decides CONTINUE, handler 1' });
    await user.click(within(handler).getByRole('button', { name: 'Open switch FF_SAVINGS' }));

    expect(open.mock.calls.map(([target]) => target as unknown)).toEqual([
      { kind: 'table', name: 'savingsLanding', pointer: '' },
      { kind: 'table', name: 'savingsLanding', pointer: '/rows/2' },
      { kind: 'switch', name: 'FF_SAVINGS' },
      { kind: 'table', name: 'sales', pointer: '/rows/0' },
      { kind: 'switch', name: 'FF_SAVINGS' },
    ]);
  });
});
