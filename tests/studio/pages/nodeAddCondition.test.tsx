// @vitest-environment jsdom
/**
 * A page node without a `when`, written in the open file: selected, it offers "Add a condition to NAME" (as a handler
 * without one does, handlerCondition.test.tsx), which writes `when` where the files write it, starting as "never", and
 * opens the builder with the focus on it; Undo takes it back. The shell (StudioApp, the API answered by MSW) checks the
 * draft with flows:check's own page schema and logic checks.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { PageTreeAnswer } from '../../../studio/shared/pages.ts';
import { checkLogic } from '../../../tools/flowcheck/logicCheck.ts';
import { createSchemaValidators } from '../../../tools/flowcheck/schemas.ts';
import { openShopPage, pageFile, serveShopPage, shellTestTimeout, shopContext, shopPages } from './shopPageFixture.ts';

// Opened through the shell: up to 3.7 s a test on a loaded machine (shopPageFixture.ts, shellTestTimeout).
vi.setConfig({ testTimeout: shellTestTimeout });

// A node with a test id and a note: `when` goes after the test id and before the props (the files' order).
const heading = { component: 'Heading', testId: 'SHOP_HEADING', props: { text: { text: 'sales.shop.heading' } }, note: 'The page title.' };
const pageData = { $schema: '../../../schemas/page.schema.json', journey: 'shop', id: 'shop', route: 'shop', title: 'sales.shop.heading', body: [heading] };
const tree: PageTreeAnswer = {
  page: shopPages.pages[0] as PageTreeAnswer['page'],
  nodes: [
    {
      key: 'p0',
      component: 'Heading',
      testId: 'SHOP_HEADING',
      conditional: false,
      texts: [{ prop: 'text', key: 'sales.shop.heading' }],
      origin: { kind: 'page', id: 'shop', file: pageFile, pointer: '/body/0' },
      children: [],
    },
  ],
};
const shop = shopContext({ 'sales.shop.heading': 'Shop' });
const { vocabulary } = shop;
const validatePage = createSchemaValidators().of('page');

/** What flows:check says of the draft's page schema and of the node's `when` (its logic checks). */
function problemsOf(draft: typeof pageData): string[] {
  const schema = validatePage(draft) ? [] : (validatePage.errors ?? []).map((error) => `${error.instancePath} ${error.message}`);
  const when = (draft.body[0] as { when?: unknown }).when;
  return [...schema, ...(when === undefined ? [] : checkLogic(when, vocabulary).map((issue) => issue.message))];
}

const { checked } = serveShopPage({
  data: pageData,
  tree,
  shop,
  problems: (draft) => problemsOf(draft).map((message) => ({ file: pageFile, line: 1, column: 1, pointer: '/body/0/when', message })),
});

const lastDraftNode = () => (checked.at(-1)?.draft as typeof pageData).body[0] as Record<string, unknown>;

/** Opens the shop page and selects its Heading by keyboard; the Heading's item. */
async function selectHeading(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  const select = await openShopPage(user, 'button', /^Heading/);
  select.focus();
  await user.keyboard('{Enter}');
  return select.closest('li') as HTMLElement;
}

describe('a condition added to a node that has none', () => {
  it('by keyboard: writes `when` after the test id and before the props, at "never", and opens the builder with the focus on it', async () => {
    expect(problemsOf(pageData)).toEqual([]);
    const user = userEvent.setup();
    const item = await selectHeading(user);
    expect(within(item).queryByRole('tab', { name: 'Builder' })).toBeNull();
    within(item).getByRole('button', { name: 'Add a condition to Heading SHOP_HEADING' }).focus();
    await user.keyboard('{Enter}');
    const condition = within(item).getByRole('group', { name: 'Condition of Heading SHOP_HEADING' });
    expect(condition).toHaveFocus();
    expect(condition).toHaveTextContent('No clause yet: the node never shows. Add a clause.');
    expect(item).toHaveTextContent('Shown when never (no condition yet).');
    expect(within(item).queryByRole('button', { name: /^Add a condition/ })).toBeNull();
    await waitFor(() => expect(Object.keys(lastDraftNode())).toEqual(['component', 'testId', 'when', 'props', 'note']));
    expect(lastDraftNode().when).toBe(false);
    // flows:check's page schema and logic checks take a node's `when` false as it is: nothing more asked (no example).
    expect(problemsOf(checked.at(-1)?.draft as typeof pageData)).toEqual([]);
    // From the focused builder, by keyboard: Tab reaches its controls.
    await user.tab();
    expect(condition).toContainElement(document.activeElement as HTMLElement);
  });

  it('built with a clause, the written node passes the same checks', async () => {
    const user = userEvent.setup();
    const item = await selectHeading(user);
    await user.click(within(item).getByRole('button', { name: 'Add a condition to Heading SHOP_HEADING' }));
    const condition = within(item).getByRole('group', { name: 'Condition of Heading SHOP_HEADING' });
    await user.click(within(condition).getByRole('button', { name: 'Add a clause' }));
    // The new clause's fact field has the focus; pasted, not typed key by key, to keep the test short under load.
    await user.paste('device.type');
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Clause 1: value' }), 'tablet');
    expect(item).toHaveTextContent('Shown when device type is tablet.');
    await waitFor(() => expect(lastDraftNode()).toEqual({ ...withoutNote(heading), when: { '==': [{ var: 'device.type' }, 'tablet'] }, note: heading.note }));
    expect(Object.keys(lastDraftNode())).toEqual(['component', 'testId', 'when', 'props', 'note']);
    expect(problemsOf(checked.at(-1)?.draft as typeof pageData)).toEqual([]);
  });

  it('Undo takes the added condition back: the node has no `when` and offers to add one again; Redo brings it back, the focus left on Redo', async () => {
    const user = userEvent.setup();
    const item = await selectHeading(user);
    await user.click(within(item).getByRole('button', { name: 'Add a condition to Heading SHOP_HEADING' }));
    expect(item).toHaveTextContent('Shown when never (no condition yet).');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(item).not.toHaveTextContent('Shown when');
    expect(within(item).queryByRole('group', { name: 'Condition of Heading SHOP_HEADING' })).toBeNull();
    // Offered again: the draft's node has no `when` (the button shows only then), as the saved file.
    expect(within(item).getByRole('button', { name: 'Add a condition to Heading SHOP_HEADING' })).toBeInTheDocument();
    expect(screen.getByText('Saved')).toBeInTheDocument();
    const redo = screen.getByRole('button', { name: 'Redo' });
    await user.click(redo);
    expect(within(item).getByRole('group', { name: 'Condition of Heading SHOP_HEADING' })).toBeInTheDocument();
    expect(redo).toHaveFocus();
  });
});

function withoutNote({ note: _note, ...rest }: typeof heading) {
  return rest;
}
