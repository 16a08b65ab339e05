// @vitest-environment jsdom
/**
 * The usability review of session 40: a text edited in the pages view was written to flows/texts/ the moment the
 * analyst left the field, with no Save, no Undo, and its Spanish left behind. It is the page's unsaved change now, as
 * a table row's text is (studio/README.md "Editor slot", `companions`): nothing is written on leaving the field, Undo
 * takes it back, leaving the studio asks, and the toolbar's Save writes it, with its Spanish words when they were
 * changed beside it. Through the shell (StudioApp), the API answered by MSW (shopPageFixture.ts).
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { leaving } from '../shellSteps.ts';
import { openShopPage, pageFile, serveShopPage, shellTestTimeout, shopContext, shopTree, spanishFile, textsFile } from './shopPageFixture.ts';

// Opened through the shell: up to 3.7 s a test on a loaded machine (shopPageFixture.ts, shellTestTimeout).
vi.setConfig({ testTimeout: shellTestTimeout });

const pageData = {
  $schema: '../../../schemas/page.schema.json',
  journey: 'shop',
  id: 'shop',
  route: 'shop',
  body: [{ component: 'Heading', props: { level: 1, text: { text: 'sales.shop.heading' } } }],
};
const tree = shopTree([{ key: 'p0', component: 'Heading', texts: [{ prop: 'text', key: 'sales.shop.heading' }], pointer: '/body/0' }]);
const english = { 'sales.shop.heading': 'Shop phones', 'sales.shop.intro': 'Shop' };
const spanish = { 'sales.shop.heading': 'Compra teléfonos', 'sales.shop.intro': 'Compra' };
const { checked, saved } = serveShopPage({ data: pageData, tree, shop: shopContext(english, spanish), problems: () => [] });

type User = ReturnType<typeof userEvent.setup>;

/** The shop page opened, its Heading selected, and `words` typed over the heading's English (or Spanish) words, then Tab. */
async function retype(user: User, field: 'text: sales.shop.heading' | 'Spanish text of sales.shop.heading', words: string): Promise<HTMLElement> {
  const box = screen.getByRole('textbox', { name: field });
  await user.clear(box);
  await user.type(box, words);
  await user.tab();
  return box;
}

async function openHeading(user: User): Promise<void> {
  await user.click(await openShopPage(user, 'button', /^Heading/));
}

const saveState = (): HTMLElement => within(screen.getByRole('toolbar', { name: 'File actions' })).getByText(/^(Saved|Unsaved changes)$/);

describe('a text edited in the pages view', () => {
  it('is an unsaved change of the page, not written on leaving the field; Undo takes it back, Redo gives it again', async () => {
    const user = userEvent.setup();
    await openHeading(user);
    const box = await retype(user, 'text: sales.shop.heading', 'Find your next phone today');
    // The draft is checked with the text (the shell's check, after its debounce): by then a write on leaving would have been asked.
    await waitFor(() => expect(checked.at(-1)?.companions?.map((companion) => companion.path)).toEqual([textsFile]));
    expect(saved).toEqual([]);
    expect(box).toHaveValue('Find your next phone today');
    expect(saveState()).toHaveTextContent('Unsaved changes');
    expect(screen.getByRole('button', { name: 'Save' })).not.toHaveAttribute('aria-disabled');
    // Leaving the studio now asks, as for any unsaved draft.
    expect(leaving().defaultPrevented).toBe(true);
    // The Spanish is shown as it was, and the status says it was not changed.
    expect(screen.getByRole('textbox', { name: 'Spanish text of sales.shop.heading' })).toHaveValue('Compra teléfonos');
    expect(screen.getByText(/Its Spanish words are as they were/)).toHaveTextContent(
      `sales.shop.heading is in the page's unsaved changes: Save writes it to ${textsFile}, Undo takes it back. Its Spanish words are as they were`,
    );

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'text: sales.shop.heading' })).toHaveValue('Shop phones'));
    expect(saveState()).toHaveTextContent('Saved');
    // The status no longer says the words are unsaved: they are in no draft now.
    expect(screen.queryByText(/is in the page's unsaved changes/)).toBeNull();
    expect(leaving().defaultPrevented).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Redo' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'text: sales.shop.heading' })).toHaveValue('Find your next phone today'));
    expect(saved).toEqual([]);
  });

  it("is written by the toolbar's Save, with the page, in its texts file, and its Spanish in the Spanish file when changed beside it", async () => {
    const user = userEvent.setup();
    await openHeading(user);
    await retype(user, 'text: sales.shop.heading', 'Find your next phone today');
    const spanishBox = await retype(user, 'Spanish text of sales.shop.heading', 'Encuentra hoy tu próximo teléfono');
    expect(saved).toEqual([]);
    // Not "Saved in …" beside words no save has written yet.
    expect(spanishBox).toHaveAccessibleDescription(`Not saved yet: Save writes it in ${spanishFile}.`);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    // One save: the page file as it was, and both texts files with the new words and every other text kept.
    expect(saved[0]?.path).toBe(pageFile);
    expect(saved[0]?.draft).toEqual(pageData);
    expect(saved[0]?.companions).toEqual([
      { path: textsFile, draft: { texts: { ...english, 'sales.shop.heading': 'Find your next phone today' } }, baseHash: 'texts-on-disk' },
      {
        path: spanishFile,
        draft: { locale: 'es', texts: { ...spanish, 'sales.shop.heading': 'Encuentra hoy tu próximo teléfono' } },
        baseHash: 'spanish-on-disk',
      },
    ]);
    await waitFor(() => expect(saveState()).toHaveTextContent('Saved'));
    expect(screen.queryByText(/is in the page's unsaved changes/)).toBeNull();
    expect(spanishBox).toHaveAccessibleDescription(`Saved in ${spanishFile}.`);
  });
});
