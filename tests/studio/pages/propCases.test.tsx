// @vitest-environment jsdom
/**
 * A prop given as cases ({"cases": [{when, value}], "else": value}) in the
 * pages view: each case's condition said in words for the selected node and,
 * for a node written in the open file, edited with the same condition builder
 * as the node's `when` (ConditionEditor) through the file's draft at
 * `<node>/props/<prop>/cases/<i>/when`, so the shell (StudioApp, the API
 * answered by MSW) checks it and shows flows:check's problem at the field.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagesView } from '../../../studio/client/pages/PagesView.tsx';
import type { PageTreeAnswer } from '../../../studio/shared/pages.ts';
import { checkChoicesInLogic } from '../../../tools/flowcheck/choiceCheck.ts';
import { checkLogic } from '../../../tools/flowcheck/logicCheck.ts';
import { draftInJsonTab, openShopPage, pageFile, serveShopPage, shellTestTimeout, shopContext, shopPages, shopPagesApi } from './shopPageFixture.ts';

// Opened through the shell: up to 3.7 s a test on a loaded machine (shopPageFixture.ts, shellTestTimeout).
vi.setConfig({ testTimeout: shellTestTimeout });

vi.mock('../../../studio/client/json/JsonEditor.tsx', () => ({
  JsonEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const mobileOnly = { '==': [{ var: 'device.type' }, 'mobile'] };
const introCases = { cases: [{ when: mobileOnly, value: { text: 'sales.shop.phoneIntro' } }], else: { text: 'sales.shop.intro' } };
const pageData = {
  $schema: '../../../schemas/page.schema.json',
  journey: 'shop',
  id: 'shop',
  route: 'shop',
  body: [{ component: 'Paragraph', props: { text: introCases } }],
};
const tree: PageTreeAnswer = {
  page: shopPages.pages[0] as PageTreeAnswer['page'],
  nodes: [
    {
      key: 'a0',
      component: 'Notice',
      conditional: false,
      texts: [],
      cases: [{ prop: 'tone', cases: [{ when: { var: 'user.signedIn' }, value: 'info' }], else: 'warning' }],
      origin: { kind: 'fragment', id: 'salesShell', file: 'flows/fragments/salesShell.json', pointer: '/nodes/0' },
      children: [],
    },
    {
      key: 'p0',
      component: 'Paragraph',
      conditional: false,
      texts: [
        { prop: 'text', key: 'sales.shop.phoneIntro' },
        { prop: 'text', key: 'sales.shop.intro' },
      ],
      cases: [{ prop: 'text', ...introCases }],
      origin: { kind: 'page', id: 'shop', file: pageFile, pointer: '/body/0' },
      children: [],
    },
  ],
};
const shop = shopContext({ 'sales.shop.phoneIntro': 'Shop on your phone', 'sales.shop.intro': 'Shop' });
const { flows, vocabulary } = shop;

/** The check answers with flows:check's own logic checks at the case's when. */
function problemsOf(draft: typeof pageData) {
  const when = (draft.body[0]?.props.text as Partial<typeof introCases> | undefined)?.cases?.[0]?.when;
  const issues = [...checkLogic(when, vocabulary), ...checkChoicesInLogic(when, [], vocabulary, flows as never)];
  return issues.map((issue) => ({
    file: pageFile,
    line: 1,
    column: 1,
    pointer: `/body/0/props/text/cases/0/when/${issue.at.join('/')}`,
    message: issue.message,
  }));
}

const { checked } = serveShopPage({ data: pageData, tree, shop, problems: problemsOf });
const fakeApi = shopPagesApi(tree);

const nodeItem = (name: RegExp): HTMLElement => screen.getByRole('button', { name }).closest('li') as HTMLElement;

describe("a prop's cases in the page tree", () => {
  it('are said in words for the selected node; cases written in a fragment name the file to open and offer no builder', async () => {
    const user = userEvent.setup();
    render(<PagesView api={fakeApi} texts={flows.texts} switches={{}} conditions={undefined} />);
    await user.click(await screen.findByRole('button', { name: /^Paragraph/ }));
    const paragraph = nodeItem(/^Paragraph/);
    expect(within(paragraph).getByRole('list', { name: /^text: the first case/ })).toHaveTextContent(
      'Case 1: when device type is mobile, “Shop on your phone” (sales.shop.phoneIntro).',
    );
    expect(within(paragraph).getByText(/^Otherwise:/)).toHaveTextContent('Otherwise: “Shop” (sales.shop.intro).');
    await user.click(screen.getByRole('button', { name: /^Notice/ }));
    const notice = nodeItem(/^Notice/);
    expect(within(notice).getByRole('list', { name: /^tone/ })).toHaveTextContent('Case 1: when the shopper is signed in, "info".');
    expect(within(notice).queryByRole('button', { name: /Change the condition/ })).toBeNull();
  });
});

async function openParagraph(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(await openShopPage(user, 'button', /^Paragraph/));
  return nodeItem(/^Paragraph/);
}

describe("a case's condition in the condition builder, through the shell", () => {
  it("edits the page file's draft at the case by keyboard, says flows:check's problem at the field, and Undo takes it back", async () => {
    const user = userEvent.setup();
    const paragraph = await openParagraph(user);
    const open = within(paragraph).getByRole('button', { name: 'Change the condition of text, case 1' });
    open.focus();
    await user.keyboard('{Enter}');
    const condition = within(paragraph).getByRole('group', { name: 'Condition of text, case 1' });
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Clause 1: value' }), 'tablet');
    expect(within(paragraph).getByRole('list', { name: /^text/ })).toHaveTextContent('Case 1: when device type is tablet');
    await waitFor(() => expect(checked.at(-1)?.path).toBe(pageFile));
    expect((checked.at(-1)?.draft as typeof pageData).body[0]?.props.text).toEqual({
      cases: [{ when: { '==': [{ var: 'device.type' }, 'tablet'] }, value: { text: 'sales.shop.phoneIntro' } }],
      else: { text: 'sales.shop.intro' },
    });

    await user.click(within(condition).getByRole('tab', { name: 'JSON Logic' }));
    const wrongType = { '===': [{ var: 'device.viewportWidth' }, '768'] };
    fireEvent.change(within(condition).getByRole('textbox', { name: 'Condition (JSON Logic)' }), { target: { value: JSON.stringify(wrongType) } });
    expect(await within(condition).findByText(/"768" is a string, but "device.viewportWidth" is a number/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(paragraph).getByRole('list', { name: /^text/ })).toHaveTextContent('Case 1: when device type is mobile');
  });

  it('a node inserted in the JSON tab and not saved: the cases say to save first and offer no builder', async () => {
    const user = userEvent.setup();
    await openShopPage(user, 'button', /^Paragraph/);
    await draftInJsonTab(user, { ...pageData, body: [{ component: 'Heading', props: { text: { text: 'sales.shop.intro' } } }, ...pageData.body] });
    await user.click(await screen.findByRole('button', { name: /^Paragraph/ }));
    const paragraph = nodeItem(/^Paragraph/);
    expect(within(paragraph).getByRole('status')).toHaveTextContent(
      'This page has unsaved changes to its nodes: save first, or change the cases in the JSON tab.',
    );
    expect(within(paragraph).queryByRole('button', { name: /Change the condition/ })).toBeNull();
  });
});

describe("a prop's cases replaced in the JSON tab and not saved", () => {
  /** The studio with the page open, the Paragraph's `text` given `next` in the JSON tab, back in the pages view with the Paragraph selected. */
  async function replaceText(user: ReturnType<typeof userEvent.setup>, next: unknown): Promise<HTMLElement> {
    await openShopPage(user, 'button', /^Paragraph/);
    await draftInJsonTab(user, { ...pageData, body: [{ component: 'Paragraph', props: { text: next } }] });
    await user.click(await screen.findByRole('button', { name: /^Paragraph/ }));
    return nodeItem(/^Paragraph/);
  }
  const saveFirst = 'This page has unsaved changes to the cases of text: save first, or change the cases in the JSON tab.';

  it('other cases: the saved cases are said, with "save first" and no builder', async () => {
    const user = userEvent.setup();
    const tabletCase = { when: { '==': [{ var: 'device.type' }, 'tablet'] }, value: { text: 'sales.shop.intro' } };
    const paragraph = await replaceText(user, { ...introCases, cases: [...introCases.cases, tabletCase] });
    expect(within(paragraph).getByRole('status')).toHaveTextContent(saveFirst);
    expect(within(paragraph).getByRole('list', { name: /^text/ })).toHaveTextContent(
      'Case 1: when device type is mobile, “Shop on your phone” (sales.shop.phoneIntro).',
    );
    expect(within(paragraph).queryByText(/Case 2/)).toBeNull();
    expect(within(paragraph).queryByRole('button', { name: /Change the condition/ })).toBeNull();
  });

  it('no longer cases: the saved cases are said, with "save first"', async () => {
    const user = userEvent.setup();
    const paragraph = await replaceText(user, { text: 'sales.shop.intro' });
    expect(within(paragraph).getByRole('status')).toHaveTextContent(saveFirst);
    expect(within(paragraph).queryByRole('button', { name: /Change the condition/ })).toBeNull();
  });

  it("only a case's when changed there: the draft's cases are shown and edited, with no note", async () => {
    const user = userEvent.setup();
    const paragraph = await replaceText(user, { ...introCases, cases: [{ ...introCases.cases[0], when: { var: 'user.signedIn' } }] });
    expect(within(paragraph).queryByRole('status')).toBeNull();
    expect(within(paragraph).getByRole('list', { name: /^text/ })).toHaveTextContent('Case 1: when the shopper is signed in');
    expect(within(paragraph).getByRole('button', { name: 'Change the condition of text, case 1' })).toBeInTheDocument();
  });
});
