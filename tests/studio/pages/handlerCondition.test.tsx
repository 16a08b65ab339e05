// @vitest-environment jsdom
/**
 * A page's event handlers in the pages view: each handler's `when` said in
 * words and, for a handler written in the open file, edited with the same
 * condition builder as a node's `when` (NodeCondition's ConditionEditor)
 * through the file's draft, so the shell (StudioApp, the API answered by MSW)
 * checks it. The handler's examples are shown read-only, and flows:check's
 * problem "example … runs handler 2 …, not this one" is said beside the
 * example it is about (studio/README.md "Editor slot").
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { PagesView } from '../../../studio/client/pages/PagesView.tsx';
import type { PageHandler, PageTreeAnswer } from '../../../studio/shared/pages.ts';
import { checkHandlerExamples } from '../../../tools/flowcheck/handlerExamples.ts';
import { parseFlowText } from '../../../tools/flowcheck/flowFile.ts';
import { schemaProblems } from '../../../tools/flowcheck/schemaCheck.ts';
import { createSchemaValidators } from '../../../tools/flowcheck/schemas.ts';
import { draftInJsonTab, openShopPage, pageFile, serveShopPage, shellTestTimeout, shopContext, shopPages, shopPagesApi } from './shopPageFixture.ts';

// Opened through the shell: up to 3.7 s a test on a loaded machine (shopPageFixture.ts, shellTestTimeout).
vi.setConfig({ testTimeout: shellTestTimeout });

vi.mock('../../../studio/client/json/JsonEditor.tsx', () => ({
  JsonEditor: ({ label, value, onChange }: { label: string; value: string; onChange: (text: string) => void }) => (
    <textarea aria-label={label} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const mobileOnly = { '==': [{ var: 'device.type' }, 'mobile'] };
const phoneExample = { name: 'on a phone', facts: { device: { type: 'mobile' } } };
const pageData = {
  $schema: '../../../schemas/page.schema.json',
  journey: 'shop',
  id: 'shop',
  route: 'shop',
  // The page schema requires a title: without one the real check below says only "missing required property".
  title: { text: 'sales.shop.heading' },
  on: {
    CONTINUE: [{ when: mobileOnly, effects: [{ goto: 'gridwall' }], examples: [phoneExample] }, { effects: [{ goto: 'pdp' }] }],
  },
  body: [{ component: 'Heading', props: { text: { text: 'sales.shop.heading' } } }],
};
const tree: PageTreeAnswer = {
  page: shopPages.pages[0] as PageTreeAnswer['page'],
  nodes: [],
  handlers: [
    {
      event: 'CONTINUE',
      index: 0,
      when: mobileOnly,
      examples: [phoneExample],
      effects: ['goto gridwall'],
      origin: { kind: 'page', id: 'shop', file: pageFile, pointer: '/on/CONTINUE/0' },
      writtenEffects: [{ goto: 'gridwall' }],
    },
    {
      event: 'CONTINUE',
      index: 1,
      examples: [],
      effects: ['goto pdp'],
      origin: { kind: 'page', id: 'shop', file: pageFile, pointer: '/on/CONTINUE/1' },
      writtenEffects: [{ goto: 'pdp' }],
    },
    {
      event: 'HISTORY_BACK',
      index: 0,
      when: { '>': [{ var: 'url.historyLength' }, 1] },
      examples: [{ name: 'the tab has an earlier page', facts: { url: { historyLength: 2 } } }],
      effects: ['action historyBack'],
      origin: { kind: 'fragment', id: 'backLinkPressed', file: 'flows/fragments/backLinkPressed.json', pointer: '/handlers/0' },
      writtenEffects: [{ action: 'historyBack' }],
    },
  ],
};
const shop = shopContext({ 'sales.shop.heading': 'Shop' });
const { flows, vocabulary } = shop;
const validatePage = createSchemaValidators().of('page');

/**
 * The check answers with flows:check's own handler-examples check (the first handler whose `when` holds must be the
 * example's), run as flows:check runs it: only on a draft that passes the page schema (checkFlows skips a file's
 * examples while it fails its schema). Run on an example that is no object, it threw in the fake check ("Cannot read
 * properties of null (reading 'facts')" on stderr) and the studio said "Could not check".
 */
function problemsOf(draft: typeof pageData) {
  // The page schema's problems as flows:check says them (the real validator and schemaCheck.ts's choice and words).
  const schema = schemaProblems(parseFlowText(pageFile, JSON.stringify(draft, null, 2)).file, validatePage);
  if (schema.length > 0) return schema;
  const journey = { pages: { shop: { on: draft.on } } } as never;
  const issues = checkHandlerExamples(journey, flows as never, vocabulary, () => false);
  return issues.map((issue) => ({ file: pageFile, line: 1, column: 1, pointer: `/${issue.at.slice(2).join('/')}`, message: issue.message }));
}

const { checked, answerWith } = serveShopPage({ data: pageData, tree, shop, problems: problemsOf });
const fakeApi = shopPagesApi(tree);

function handlerItem(name: RegExp): HTMLElement {
  return screen.getByRole('listitem', { name }) as HTMLElement;
}

describe("a page's event handlers", () => {
  it('are said in words with their examples; a handler written in a fragment names the file to open and offers no builder', async () => {
    render(<PagesView api={fakeApi} texts={{}} switches={{}} />);
    await screen.findByRole('heading', { name: 'CONTINUE' });
    const first = handlerItem(/^CONTINUE, handler 1/);
    expect(first).toHaveTextContent('CONTINUE, handler 1 (first): runs when device type is mobile.');
    expect(first).toHaveTextContent('Does: goto gridwall.');
    expect(within(first).getByRole('list', { name: /^Examples/ })).toHaveTextContent('“on a phone”: device.type = "mobile"');
    expect(handlerItem(/^CONTINUE, handler 2/)).toHaveTextContent('runs when no handler before it does (no condition).');
    const back = handlerItem(/^HISTORY_BACK, handler 1/);
    expect(back).toHaveTextContent('Written in fragment backLinkPressed');
    expect(back).toHaveTextContent('Open flows/fragments/backLinkPressed.json to change this condition.');
    expect(within(back).queryByRole('button', { name: /Change the condition/ })).toBeNull();
  });
});

async function openPage(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  await openShopPage(user, 'heading', 'CONTINUE');
}

describe("a handler's when in the condition builder, through the shell", () => {
  it("edits the page file's draft by keyboard; the example that now runs another handler says so beside it; Undo takes it back", async () => {
    const user = userEvent.setup();
    await openPage(user);
    const first = handlerItem(/^CONTINUE, handler 1/);
    const open = within(first).getByRole('button', { name: 'Change the condition of CONTINUE, handler 1' });
    open.focus();
    await user.keyboard('{Enter}');
    expect(open).toHaveAttribute('aria-expanded', 'true');
    const condition = within(first).getByRole('group', { name: 'Condition of CONTINUE, handler 1' });
    const value = within(condition).getByRole('combobox', { name: 'Clause 1: value' });
    expect(within(condition).getByRole('combobox', { name: 'Clause 1: fact' })).toHaveValue('device.type');
    await user.selectOptions(value, 'tablet');
    expect(first).toHaveTextContent('runs when device type is tablet.');
    // The draft checked (and saved) is the page file's, with the handler's when changed in place.
    await waitFor(() => expect(checked.at(-1)?.path).toBe(pageFile));
    expect((checked.at(-1)?.draft as typeof pageData).on.CONTINUE[0]).toEqual({
      when: { '==': [{ var: 'device.type' }, 'tablet'] },
      effects: [{ goto: 'gridwall' }],
      examples: [phoneExample],
    });
    // flows:check's words, beside the example they are about.
    const examples = within(first).getByRole('list', { name: /^Examples/ });
    expect(await within(examples).findByText(/runs handler 2 of CONTINUE on page shop, not this one \(handler 1\)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(first).toHaveTextContent('runs when device type is mobile.');
    await waitFor(() => expect(within(examples).queryByText(/not this one/)).toBeNull());
  });

  it('a handler inserted in the JSON tab and not saved: the handler says to save first and offers no builder', async () => {
    const user = userEvent.setup();
    await openPage(user);
    await draftInJsonTab(user, { ...pageData, on: { CONTINUE: [{ effects: [{ goto: 'shop' }] }, ...pageData.on.CONTINUE] } });
    await screen.findByRole('heading', { name: 'CONTINUE' });
    const first = handlerItem(/^CONTINUE, handler 1/);
    expect(within(first).getByRole('status')).toHaveTextContent(
      'This page has unsaved changes to its handlers: save first, or change the condition in the JSON tab.',
    );
    expect(within(first).queryByRole('button', { name: /Change the condition/ })).toBeNull();
    expect(first).toHaveTextContent('runs when device type is mobile.');
  });
});

describe("a handler's examples read from the draft", () => {
  it('an entry typed in the JSON tab that is no object is listed by its JSON, the rest of the view still shown', async () => {
    const user = userEvent.setup();
    await openPage(user);
    const [first, last] = pageData.on.CONTINUE;
    await draftInJsonTab(user, { ...pageData, on: { CONTINUE: [{ ...first, examples: [phoneExample, null] }, last] } });
    // Checked (not "Could not check"), the schema's problem said beside the entry.
    await screen.findByText('Checked: 1 problem(s) in this file.');
    const examples = within(handlerItem(/^CONTINUE, handler 1/)).getByRole('list', { name: /^Examples/ });
    expect(
      within(examples)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['“on a phone”: device.type = "mobile"', '“null”: must be object.']);
  });

  it('an example whose name typed in the JSON tab is no string is listed with the name as JSON, the view still shown', async () => {
    const user = userEvent.setup();
    await openPage(user);
    const [first, last] = pageData.on.CONTINUE;
    const unnamed = [{ name: {}, facts: phoneExample.facts }, { name: 7 }];
    await draftInJsonTab(user, { ...pageData, on: { CONTINUE: [{ ...first, examples: [phoneExample, ...unnamed] }, last] } });
    // As flows:check says it: each name "must be string."; the missing facts of {"name": 7} is not said while its
    // name is wrong (schemaCheck.ts keeps the deepest problem at a place), nor the fragment use the handler is not.
    await screen.findByText('Checked: 2 problem(s) in this file.');
    const examples = within(handlerItem(/^CONTINUE, handler 1/)).getByRole('list', { name: /^Examples/ });
    expect(
      within(examples)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['“on a phone”: device.type = "mobile"', '“{}”: device.type = "mobile"must be string.', '“7”: must be string.']);
  });
});

describe('two handlers with the same effects under other events and conditions', () => {
  const signedIn = { var: 'user.signedIn' };
  const signedInExample = { name: 'signed in', facts: { user: { signedIn: true } } };
  const twins = {
    ...pageData,
    on: {
      CONTINUE: [{ when: mobileOnly, effects: [{ goto: 'gridwall' }], examples: [phoneExample] }],
      SKIP: [{ when: signedIn, effects: [{ goto: 'gridwall' }], examples: [signedInExample] }],
    },
  };
  const twinOf = (event: string, when: unknown, example: PageHandler['examples'][number]): PageHandler => ({
    event,
    index: 0,
    when,
    examples: [example],
    effects: ['goto gridwall'],
    origin: { kind: 'page', id: 'shop', file: pageFile, pointer: `/on/${event}/0` },
    writtenEffects: [{ goto: 'gridwall' }],
  });

  it("swapped between the events in the JSON tab and not saved: each shows the draft's handler at its place, its own condition beside its own examples", async () => {
    answerWith(twins, { ...tree, handlers: [twinOf('CONTINUE', mobileOnly, phoneExample), twinOf('SKIP', signedIn, signedInExample)] });
    const user = userEvent.setup();
    await openPage(user);
    await draftInJsonTab(user, { ...twins, on: { CONTINUE: twins.on.SKIP, SKIP: twins.on.CONTINUE } });
    await screen.findByRole('heading', { name: 'SKIP' });
    for (const [name, words, example] of [
      [/^CONTINUE, handler 1/, 'runs when the shopper is signed in.', '“signed in”: user.signedIn = true'],
      [/^SKIP, handler 1/, 'runs when device type is mobile.', '“on a phone”: device.type = "mobile"'],
    ] as const) {
      const item = handlerItem(name);
      // The condition and the examples both read from the draft: never one handler's condition beside the other's examples.
      expect(item).toHaveTextContent(words);
      expect(within(item).getByRole('list', { name: /^Examples/ })).toHaveTextContent(example);
      expect(within(item).queryByRole('status')).toBeNull();
    }
  });
});

describe('a condition added to a handler that has none', () => {
  it('by keyboard: writes `when` before its effects, opens the builder at "never" with the focus kept, and says flows:check\'s problem', async () => {
    const user = userEvent.setup();
    await openPage(user);
    const last = handlerItem(/^CONTINUE, handler 2/);
    expect(within(last).queryByRole('button', { name: /Change the condition/ })).toBeNull();
    within(last).getByRole('button', { name: 'Add a condition to CONTINUE, handler 2' }).focus();
    await user.keyboard('{Enter}');
    // The focus stays where the analyst was: on the button that now closes the builder it opened.
    expect(within(last).getByRole('button', { name: 'Close the condition of CONTINUE, handler 2' })).toHaveFocus();
    const condition = within(last).getByRole('group', { name: 'Condition of CONTINUE, handler 2' });
    expect(condition).toHaveTextContent('No clause yet: the handler never runs. Add a clause.');
    expect(last).toHaveTextContent('runs when never (no condition yet).');
    // Written where the JSON tab writes it: before the effects.
    await waitFor(() => expect(Object.keys((checked.at(-1)?.draft as typeof pageData).on.CONTINUE[1] ?? {})).toEqual(['when', 'effects']));
    expect(await within(condition).findByText(/this handler of CONTINUE has a condition but no example/)).toBeInTheDocument();
  });

  it('built with a clause and given an example in the JSON tab, flows:check has nothing to say', async () => {
    const user = userEvent.setup();
    await openPage(user);
    const last = handlerItem(/^CONTINUE, handler 2/);
    await user.click(within(last).getByRole('button', { name: 'Add a condition to CONTINUE, handler 2' }));
    const condition = within(last).getByRole('group', { name: 'Condition of CONTINUE, handler 2' });
    await user.click(within(condition).getByRole('button', { name: 'Add a clause' }));
    // The new clause's fact field has the focus; pasted, not typed key by key, to keep the test short under load.
    await user.paste('device.type');
    await user.selectOptions(within(condition).getByRole('combobox', { name: 'Clause 1: value' }), 'tablet');
    expect(last).toHaveTextContent('runs when device type is tablet.');
    const tablet = { '==': [{ var: 'device.type' }, 'tablet'] };
    await waitFor(() => expect((checked.at(-1)?.draft as typeof pageData).on.CONTINUE[1]).toEqual({ when: tablet, effects: [{ goto: 'pdp' }] }));

    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    const jsonBox = within(screen.getByRole('tabpanel', { name: 'JSON' })).getByRole('textbox') as HTMLTextAreaElement;
    const proven = JSON.parse(jsonBox.value) as typeof pageData;
    const tabletExample = { name: 'on a tablet', facts: { device: { type: 'tablet' } } };
    proven.on.CONTINUE[1] = { ...proven.on.CONTINUE[1], examples: [tabletExample] } as (typeof pageData)['on']['CONTINUE'][number];
    fireEvent.change(jsonBox, { target: { value: JSON.stringify(proven, null, 2) } });
    await waitFor(() =>
      expect((checked.at(-1)?.draft as typeof pageData).on.CONTINUE[1]).toEqual({ when: tablet, effects: [{ goto: 'pdp' }], examples: [tabletExample] }),
    );
    expect(problemsOf(checked.at(-1)?.draft as typeof pageData)).toEqual([]);

    // Back in the pages view, before any save: the handler shows the example just typed beside its condition, and
    // its builder is still there (it once said "save first" and "no condition", the saved file's words).
    await user.click(screen.getByRole('tab', { name: 'Page' }));
    const shown = handlerItem(/^CONTINUE, handler 2/);
    expect(shown).toHaveTextContent('runs when device type is tablet.');
    expect(within(shown).getByRole('list', { name: /^Examples/ })).toHaveTextContent('“on a tablet”: device.type = "tablet"');
    expect(within(shown).getByRole('button', { name: 'Change the condition of CONTINUE, handler 2' })).toBeInTheDocument();
    expect(within(shown).queryByRole('status')).toBeNull();
  });

  it('Undo takes the added condition back: the handler has no `when` and offers to add one again; Redo brings it back closed', async () => {
    const user = userEvent.setup();
    await openPage(user);
    const last = handlerItem(/^CONTINUE, handler 2/);
    await user.click(within(last).getByRole('button', { name: 'Add a condition to CONTINUE, handler 2' }));
    expect(last).toHaveTextContent('runs when never (no condition yet).');
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(last).toHaveTextContent('runs when no handler before it does (no condition).');
    expect(within(last).getByRole('button', { name: 'Add a condition to CONTINUE, handler 2' })).toBeInTheDocument();
    // Redo brings it back closed, and the focus stays on Redo.
    const redo = screen.getByRole('button', { name: 'Redo' });
    await user.click(redo);
    expect(last).toHaveTextContent('runs when never (no condition yet).');
    expect(within(last).getByRole('button', { name: 'Change the condition of CONTINUE, handler 2' })).toHaveAttribute('aria-expanded', 'false');
    expect(redo).toHaveFocus();
  });
});

describe("a handler's examples as facts forms (HandlerExamples.tsx)", () => {
  it('by keyboard: a fact changed writes the example in the draft, flows:check says where it now lands, Add focuses the new name, Undo takes both back', async () => {
    const user = userEvent.setup();
    await openPage(user);
    const first = handlerItem(/^CONTINUE, handler 1/);
    const edit = within(first).getByRole('button', { name: 'Edit the examples of CONTINUE, handler 1' });
    edit.focus();
    await user.keyboard('{Enter}');
    expect(edit).toHaveAttribute('aria-expanded', 'true');
    const facts = within(first).getByRole('group', { name: 'Facts of example “on a phone”' });
    // A field per fact the handler's `when` reads, typed by the facts vocabulary.
    await user.selectOptions(within(facts).getByRole('combobox', { name: /device\.type/ }), 'tablet');
    await waitFor(() =>
      expect((checked.at(-1)?.draft as typeof pageData).on.CONTINUE[0]?.examples).toEqual([{ name: 'on a phone', facts: { device: { type: 'tablet' } } }]),
    );
    const examples = within(first).getByRole('list', { name: /^Examples/ });
    expect(await within(examples).findByText(/runs handler 2 of CONTINUE on page shop, not this one \(handler 1\)/)).toBeInTheDocument();

    await user.click(within(first).getByRole('button', { name: 'Add an example to CONTINUE, handler 1' }));
    const named = within(first).getByRole('textbox', { name: 'Name of example 2 of CONTINUE, handler 1' });
    await waitFor(() => expect(named).toHaveFocus());
    expect(named).toHaveValue('example 2');
    expect((await axe.run(first, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(within(first).getByRole('combobox', { name: /device\.type/ })).toHaveDisplayValue('mobile');
    expect(within(first).queryByRole('textbox', { name: /Name of example 2/ })).toBeNull();
  });

  it("says flows:check's problem inside the example, describing its name; an empty name is invalid", async () => {
    const user = userEvent.setup();
    await openPage(user);
    const first = handlerItem(/^CONTINUE, handler 1/);
    await user.click(within(first).getByRole('button', { name: 'Edit the examples of CONTINUE, handler 1' }));
    await user.selectOptions(within(first).getByRole('combobox', { name: /device\.type/ }), 'tablet');
    const named = within(first).getByRole('textbox', { name: 'Name of example 1 of CONTINUE, handler 1' });
    // Before, only in the list above the forms.
    await waitFor(() => expect(named).toHaveAccessibleDescription(/runs handler 2 of CONTINUE on page shop, not this one \(handler 1\)/));
    expect(named).not.toHaveAttribute('aria-invalid');
    await user.clear(named);
    expect(named).toHaveAttribute('aria-invalid', 'true');
  });

  it('offers only facts to set: a setting, list or text the `when` reads is fixed by the flows', async () => {
    const user = userEvent.setup();
    await openPage(user);
    const first = pageData.on.CONTINUE[0] as (typeof pageData)['on']['CONTINUE'][number];
    const when = { and: [mobileOnly, { '==': [{ var: 'texts.sales.shop.heading' }, 'Shop'] }] };
    await draftInJsonTab(user, { ...pageData, on: { CONTINUE: [{ ...first, when }, pageData.on.CONTINUE[1]] } });
    const item = await screen.findByRole('listitem', { name: /^CONTINUE, handler 1/ });
    await user.click(within(item).getByRole('button', { name: 'Edit the examples of CONTINUE, handler 1' }));
    const facts = within(item).getByRole('group', { name: 'Facts of example “on a phone”' });
    expect(within(facts).getByRole('combobox', { name: /device\.type/ })).toBeInTheDocument();
    // Before, a field for texts.sales.shop.heading too.
    expect(within(facts).queryByRole('textbox', { name: /texts\./ })).toBeNull();
    expect(facts).not.toHaveTextContent('texts.sales.shop.heading');
  });

  it('removing the last example of a handler with no `when` keeps the forms and the focus, and drops the `examples` key', async () => {
    const user = userEvent.setup();
    await openPage(user);
    const anyone = { name: 'anyone', facts: {} };
    await draftInJsonTab(user, { ...pageData, on: { CONTINUE: [pageData.on.CONTINUE[0], { effects: [{ goto: 'pdp' }], examples: [anyone] }] } });
    const last = await screen.findByRole('listitem', { name: /^CONTINUE, handler 2/ });
    await user.click(within(last).getByRole('button', { name: 'Edit the examples of CONTINUE, handler 2' }));
    await user.click(within(last).getByRole('button', { name: 'Remove example “anyone”' }));
    // Before, the block went with its last example and the focus fell to BODY.
    await waitFor(() => expect(within(last).getByRole('button', { name: 'Add an example to CONTINUE, handler 2' })).toHaveFocus());
    // The draft, as the JSON tab shows it: the key gone, not `"examples": []`.
    await user.click(screen.getByRole('tab', { name: 'JSON' }));
    const jsonBox = within(screen.getByRole('tabpanel', { name: 'JSON' })).getByRole('textbox') as HTMLTextAreaElement;
    expect((JSON.parse(jsonBox.value) as typeof pageData).on.CONTINUE[1]).toStrictEqual({ effects: [{ goto: 'pdp' }] });
  });
});
