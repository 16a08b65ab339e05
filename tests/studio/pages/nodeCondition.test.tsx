// @vitest-environment jsdom
/**
 * Issue 19 item 6, a node's `when` in the pages view: said in words in the
 * page tree, and edited in the tables' condition builder (Builder and JSON
 * Logic tabs) through the open file's draft, so the shell (StudioApp, the API
 * answered by MSW) checks it, shows the problem at the field in flows:check's
 * words, undoes and redoes it, and guards JSON typed and not taken yet
 * (studio/README.md "Editor slot").
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PagesView } from '../../../studio/client/pages/PagesView.tsx';
import type { PageTreeAnswer } from '../../../studio/shared/pages.ts';
import { checkChoicesInLogic } from '../../../tools/flowcheck/choiceCheck.ts';
import { checkLogic } from '../../../tools/flowcheck/logicCheck.ts';
import { draftInJsonTab, openShopPage, pageFile, serveShopPage, shellTestTimeout, shopContext, shopPages, shopPagesApi } from './shopPageFixture.ts';
import { answerQuestions } from '../shellSteps.ts';

// Opened through the shell: up to 3.7 s a test on a loaded machine (shopPageFixture.ts, shellTestTimeout).
vi.setConfig({ testTimeout: shellTestTimeout });

// CodeMirror needs layout jsdom has not: the studio's code editor as a plain text box with the same contract
// (value in, each change's text out), as tests/studio/tables/logicJsonEditor.test.tsx does.
vi.mock('../../../studio/client/json/JsonEditor.tsx', () => ({
  JsonEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const mobileOnly = { '==': [{ var: 'device.type' }, 'mobile'] };
const pageData = {
  $schema: '../../../schemas/page.schema.json',
  journey: 'shop',
  id: 'shop',
  route: 'shop',
  body: [{ component: 'Heading', when: mobileOnly, props: { text: { text: 'sales.shop.heading' } } }],
};
const tree: PageTreeAnswer = {
  page: shopPages.pages[0] as PageTreeAnswer['page'],
  nodes: [
    {
      key: 'a0',
      component: 'ActionButton',
      testId: 'BACK_LINK',
      conditional: true,
      when: { var: 'user.signedIn' },
      texts: [],
      origin: { kind: 'fragment', id: 'backLink', file: 'flows/fragments/backLink.json', pointer: '/nodes/0' },
      children: [],
    },
    {
      key: 'p0',
      component: 'Heading',
      conditional: true,
      when: mobileOnly,
      texts: [{ prop: 'text', key: 'sales.shop.heading' }],
      origin: { kind: 'page', id: 'shop', file: pageFile, pointer: '/body/0' },
      children: [],
    },
  ],
};
const shop = shopContext({ 'sales.shop.heading': 'Shop' });
const { flows, vocabulary } = shop;

/** The check answers with flows:check's own logic checks (unknown fact, unknown operator, a literal the fact cannot be). */
function problemsOf(draft: typeof pageData) {
  const when = draft.body[0]?.when;
  const issues = [...checkLogic(when, vocabulary), ...checkChoicesInLogic(when, [], vocabulary, flows as never)];
  return issues.map((issue) => ({ file: pageFile, line: 1, column: 1, pointer: `/body/0/when/${issue.at.join('/')}`, message: issue.message }));
}

serveShopPage({ data: pageData, tree, shop, problems: problemsOf });
const fakeApi = shopPagesApi(tree);

describe("a node's when in the page tree", () => {
  it('is said in words, and a node written in another file says where to change it', async () => {
    const user = userEvent.setup();
    render(<PagesView api={fakeApi} texts={{}} switches={{}} />);
    const back = (await screen.findByRole('button', { name: /^ActionButton/ })).closest('li') as HTMLElement;
    expect(within(back).getByText('Shown when the shopper is signed in.')).toBeInTheDocument();
    expect(screen.getByText('Shown when device type is mobile.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^ActionButton/ }));
    expect(within(back).getByText(/open/)).toHaveTextContent('Written in fragment backLink: open flows/fragments/backLink.json to change this condition.');
    expect(within(back).queryByRole('tab', { name: 'Builder' })).toBeNull();
  });
});

async function openHeading(user: ReturnType<typeof userEvent.setup>): Promise<HTMLElement> {
  await user.click(await openShopPage(user, 'button', /^Heading/));
  return screen.getByRole('button', { name: /^Heading/ }).closest('li') as HTMLElement;
}

describe("a node's when in the condition builder, through the shell", () => {
  it('edits the draft with the builder; Undo and Redo take it back and again', async () => {
    const user = userEvent.setup();
    const heading = await openHeading(user);
    const value = within(heading).getByRole('combobox', { name: 'Clause 1: value' });
    expect(within(heading).getByRole('combobox', { name: 'Clause 1: fact' })).toHaveValue('device.type');
    await user.selectOptions(value, 'tablet');
    expect(within(heading).getByText('Shown when device type is tablet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(heading).getByText('Shown when device type is mobile.')).toBeInTheDocument();
    expect(within(heading).getByRole('combobox', { name: 'Clause 1: value' })).toHaveDisplayValue('mobile');
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    expect(within(heading).getByText('Shown when device type is tablet.')).toBeInTheDocument();
  });

  it("says a problem at the field: an unknown fact refused by the builder itself, flows:check's on a literal of the wrong type in the JSON Logic tab", async () => {
    const user = userEvent.setup();
    const heading = await openHeading(user);
    const fact = within(heading).getByRole('combobox', { name: 'Clause 1: fact' });
    await user.clear(fact);
    await user.type(fact, 'device.typ');
    // The builder writes no fact that does not exist (ClauseFact.tsx): it says so at the field, with the fact near it.
    expect(fact).toHaveAccessibleDescription('“device.typ” is no fact. Did you mean device.type?');
    // Named again, the words are the draft's: the other tab opens without asking.
    await user.type(fact, 'e');
    expect(fact).not.toHaveAttribute('aria-invalid');

    await user.click(within(heading).getByRole('tab', { name: 'JSON Logic' }));
    const wrongType = { '===': [{ var: 'device.viewportWidth' }, '768'] };
    fireEvent.change(within(heading).getByRole('textbox', { name: 'Condition (JSON Logic)' }), { target: { value: JSON.stringify(wrongType) } });
    expect(await within(heading).findByText(/"768" is a string, but "device.viewportWidth" is a number/)).toHaveTextContent('Fix: write it as the number 768');
  });

  it('JSON Logic typed and not taken yet: Undo asks first, and "cancel" keeps the typing', async () => {
    const user = userEvent.setup();
    const confirm = answerQuestions(false);
    const heading = await openHeading(user);
    await user.selectOptions(within(heading).getByRole('combobox', { name: 'Clause 1: value' }), 'tablet');
    await user.click(within(heading).getByRole('tab', { name: 'JSON Logic' }));
    fireEvent.change(within(heading).getByRole('textbox', { name: 'Condition (JSON Logic)' }), { target: { value: '{"==": [{"var": "device.type"}' } });
    expect(within(heading).getByText(/^Not taken yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    // The question the table's condition asks too (tests/studio/shell.test.tsx, "words typed in a field").
    expect(confirm).toHaveBeenLastCalledWith('Words you typed in a field are not in the draft yet. Undo, and lose them?');
    await waitFor(() => expect(within(heading).getByText('Shown when device type is tablet.')).toBeInTheDocument());
    expect(within(heading).getByText(/^Not taken yet/)).toBeInTheDocument();
  });
});

describe("a node's when while the draft's nodes differ from the saved file's", () => {
  it('a node inserted in the JSON tab and not saved: the Heading says to save first, and its condition is neither read from nor written to the new node', async () => {
    const user = userEvent.setup();
    await openShopPage(user, 'button', /^Heading/);
    // The tree (from disk) has the Heading at /body/0; in the draft a Paragraph is there now.
    const inserted = {
      ...pageData,
      body: [{ component: 'Paragraph', when: { var: 'user.signedIn' }, props: { text: { text: 'sales.shop.heading' } } }, ...pageData.body],
    };
    await draftInJsonTab(user, inserted);
    await user.click(await screen.findByRole('button', { name: /^Heading/ }));
    const heading = screen.getByRole('button', { name: /^Heading/ }).closest('li') as HTMLElement;
    expect(within(heading).getByRole('status')).toHaveTextContent(
      'This page has unsaved changes to its nodes: save first, or change the condition in the JSON tab.',
    );
    expect(within(heading).queryByRole('tab', { name: 'Builder' })).toBeNull();
    // The words are the saved file's, not the Paragraph's.
    expect(within(heading).getByText('Shown when device type is mobile.')).toBeInTheDocument();
  });
});
