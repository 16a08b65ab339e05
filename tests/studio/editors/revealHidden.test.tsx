// @vitest-environment jsdom
/**
 * A text opened from the navigator, a "Where … is used" link or a problem while the texts editor's own search box (or
 * "Only unused texts") hides its card: the filter gives way, the status says so, and the card is scrolled to and
 * focused as revealCard.ts does for a shown card. Before, nothing happened at all.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListsSlotEditor, SettingsSlotEditor, SwitchesSlotEditor, TextsSlotEditor } from '../../../studio/client/editors/slotEditors.tsx';
import type { StudioContext } from '../../../studio/client/editorSlot.ts';

const context: StudioContext = { flows: {}, translationFiles: {}, factsSchema: {}, answerSchemas: {}, manifest: {}, kindSchemas: {}, defs: {} };
const texts = { texts: { 'sales.cart.heading': 'Your cart', 'sales.cart.emptyHeading': 'Your cart is empty', 'sales.cart.emptyBody': 'Find a phone.' } };
const slot = { path: 'flows/texts/sales.json', kind: 'texts' as const, draft: texts as never, onChange: () => {}, problems: [], context };
// The texts index: only the heading is used, so "Only unused texts" hides it.
const index = { textKeys: {}, textUses: { 'sales.cart.heading': ['flows/journeys/shop/cart.json'] }, missingTextKeys: [] };

const scrolled: Element[] = [];
const jsdomScroll = Element.prototype.scrollIntoView;
beforeEach(() => {
  vi.stubGlobal('fetch', () => Promise.resolve(new Response(JSON.stringify(index), { status: 200 })));
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = jsdomScroll;
  scrolled.length = 0;
});

const search = (): HTMLInputElement => screen.getByRole('searchbox', { name: 'Find a text by key or words' });
const status = (): HTMLElement => screen.getByText(/shown$/);

describe('texts editor: opening a text its own filter hides', () => {
  it('the search box is cleared, the status says so, and the card is scrolled to and focused', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TextsSlotEditor {...slot} focus="" focusRequest={0} />);
    await user.type(search(), 'empty');
    expect(screen.queryByRole('textbox', { name: 'Text of sales.cart.heading' })).toBeNull();
    rerender(<TextsSlotEditor {...slot} focus="/texts/sales.cart.heading" focusRequest={1} />);
    const words = screen.getByRole('textbox', { name: 'Text of sales.cart.heading' });
    expect(words).toHaveFocus();
    expect(scrolled).toEqual([words.closest('li')]);
    expect(search().value).toBe('');
    expect(status()).toHaveTextContent('Search cleared to show sales.cart.heading. 3 shown');
    // Filtering again: the notice is done with.
    await user.type(search(), 'cart');
    expect(status()).toHaveTextContent(/^3 shown$/);
  });

  it('a shown text leaves the search as typed; "Only unused texts" gives way to a used text', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<TextsSlotEditor {...slot} focus="" focusRequest={0} />);
    await user.type(search(), 'cart');
    rerender(<TextsSlotEditor {...slot} focus="/texts/sales.cart.emptyHeading" focusRequest={1} />);
    expect(screen.getByRole('textbox', { name: 'Text of sales.cart.emptyHeading' })).toHaveFocus();
    expect(search().value).toBe('cart');
    expect(status()).toHaveTextContent(/^3 shown$/);
    const onlyUnused = screen.getByRole('checkbox', { name: 'Only unused texts' });
    await waitFor(() => expect(onlyUnused).toBeEnabled());
    await user.click(onlyUnused);
    expect(screen.queryByRole('textbox', { name: 'Text of sales.cart.heading' })).toBeNull();
    rerender(<TextsSlotEditor {...slot} focus="/texts/sales.cart.heading" focusRequest={2} />);
    expect(screen.getByRole('textbox', { name: 'Text of sales.cart.heading' })).toHaveFocus();
    expect(onlyUnused).not.toBeChecked();
    expect(status()).toHaveTextContent('“Only unused texts” turned off to show sales.cart.heading. 3 shown');
  });
});

describe('settings, switches and lists: opening an item their search box hides', () => {
  const cases = [
    {
      Editor: SettingsSlotEditor,
      slot: { path: 'flows/settings/plumbing.json', kind: 'settings' as const },
      draft: {
        settings: {
          chatCheckTimeoutMs: { description: 'How long the chat check may take.', value: 3000 },
          redirectDelayMs: { description: 'Redirects wait.', value: 2000 },
        },
      },
      search: 'Find a setting',
      hides: 'chat',
      pointer: '/settings/redirectDelayMs/value',
      name: 'redirectDelayMs',
      field: () => screen.getByRole('textbox', { name: 'redirectDelayMs (a number of milliseconds)' }),
    },
    {
      Editor: SwitchesSlotEditor,
      slot: { path: 'flows/switches/x.json', kind: 'switches' as const },
      draft: { switches: { FF_A: { description: 'Shows A.', default: false }, FF_B: { description: 'Shows B.', default: true } } },
      search: 'Find a switch',
      hides: 'FF_A',
      pointer: '/switches/FF_B',
      name: 'FF_B',
      field: () => screen.getByRole('switch', { name: 'FF_B default' }),
    },
    {
      Editor: ListsSlotEditor,
      slot: { path: 'flows/lists/x.json', kind: 'lists' as const },
      draft: {
        lists: {
          cardBankHosts: { description: 'Card bank.', items: ['cardbank.example'] },
          retryUrls: { description: 'Retried.', items: ['/cartservice/cart/'] },
        },
      },
      search: 'Find a list or an entry',
      hides: 'cardbank',
      pointer: '/lists/retryUrls',
      name: 'retryUrls',
      // Its field to add an entry, the first of its card (each list's is named "New entry").
      field: () => document.querySelector('[data-pointer="/lists/retryUrls"] input'),
    },
  ];
  for (const { Editor, slot, draft, search: label, hides, pointer, name, field } of cases) {
    it(`${slot.kind}: the search is cleared, the status says so, and ${name} is focused`, async () => {
      const user = userEvent.setup();
      const props = { ...slot, draft: draft as never, onChange: () => {}, problems: [], context };
      const { rerender } = render(<Editor {...props} focus="" focusRequest={0} />);
      const box = screen.getByRole('searchbox', { name: label });
      await user.type(box, hides);
      rerender(<Editor {...props} focus={pointer} focusRequest={1} />);
      expect(field()).toHaveFocus();
      expect(box).toHaveValue('');
      expect(status()).toHaveTextContent(`Search cleared to show ${name}. 2 shown`);
    });
  }
});
