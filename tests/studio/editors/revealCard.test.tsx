// @vitest-environment jsdom
/**
 * An item opened from the navigator (or a problem's place) in a typed editor of a whole file: its card is
 * scrolled to and its field focused, as the JSON tab selects the entry. Before, `sales.cart.emptyHeading`
 * opened the sales texts at the top, the key one of hundreds below.
 */
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SettingsSlotEditor, SwitchesSlotEditor, TextsSlotEditor } from '../../../studio/client/editors/slotEditors.tsx';
import type { StudioContext } from '../../../studio/client/editorSlot.ts';

const context: StudioContext = { flows: {}, translationFiles: {}, factsSchema: {}, answerSchemas: {}, manifest: {}, kindSchemas: {}, defs: {} };
const settings = {
  settings: {
    chatCheckTimeoutMs: { description: 'How long the chat check may take.', value: 3000 },
    redirectDelayMs: { description: 'Redirects wait this long.', value: 2000 },
  },
};
const texts = { texts: { 'sales.cart.heading': 'Your cart', 'sales.cart.emptyHeading': 'Your cart is empty', 'sales.cart.emptyBody': 'Find a phone.' } };

const scrolled: Element[] = [];
const jsdomScroll = Element.prototype.scrollIntoView;
beforeEach(() => {
  // The texts index is not served here: the editor says so and shows the texts all the same.
  vi.stubGlobal('fetch', () => Promise.resolve(new Response('{}', { status: 503 })));
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this);
  };
});
afterEach(() => {
  vi.unstubAllGlobals();
  Element.prototype.scrollIntoView = jsdomScroll;
  scrolled.length = 0;
});

describe('revealCard (typed editors of a whole file)', () => {
  it('a text key opened from the navigator: its card scrolled to, its words focused; another key later moves there', () => {
    const slot = { path: 'flows/texts/sales.json', kind: 'texts' as const, draft: texts as never, onChange: () => {}, problems: [], context };
    const { rerender } = render(<TextsSlotEditor {...slot} focus="/texts/sales.cart.emptyHeading" />);
    const words = screen.getByRole('textbox', { name: 'Text of sales.cart.emptyHeading' });
    expect(words).toHaveFocus();
    expect(scrolled).toEqual([words.closest('li')]);
    rerender(<TextsSlotEditor {...slot} focus="/texts/sales.cart.heading" />);
    expect(screen.getByRole('textbox', { name: 'Text of sales.cart.heading' })).toHaveFocus();
  });

  it("a problem's place inside a setting focuses that setting; the whole file moves nothing", () => {
    const slot = { path: 'flows/settings/plumbing.json', kind: 'settings' as const, draft: settings as never, onChange: () => {}, problems: [], context };
    const { rerender } = render(<SettingsSlotEditor {...slot} focus="" />);
    expect(scrolled).toEqual([]);
    expect(document.body).toHaveFocus();
    rerender(<SettingsSlotEditor {...slot} focus="/settings/redirectDelayMs/value" />);
    expect(screen.getByRole('textbox', { name: 'redirectDelayMs (a number of milliseconds)' })).toHaveFocus();
  });

  it('a switch opened from the navigator focuses its on/off toggle; a problem at its description, the description', () => {
    const switches = { switches: { FF_A: { description: 'Shows A.', default: false }, FF_B: { description: 'Shows B.', default: true } } };
    const slot = { path: 'flows/switches/x.json', kind: 'switches' as const, draft: switches as never, onChange: () => {}, problems: [], context };
    const { rerender } = render(<SwitchesSlotEditor {...slot} focus="/switches/FF_B" />);
    expect(screen.getByRole('switch', { name: 'FF_B default' })).toHaveFocus();
    rerender(<SwitchesSlotEditor {...slot} focus="/switches/FF_A/description" />);
    expect(screen.getByRole('textbox', { name: 'What FF_A is for' })).toHaveFocus();
    rerender(<SwitchesSlotEditor {...slot} focus="/switches/FF_A/default" />);
    expect(screen.getByRole('switch', { name: 'FF_A default' })).toHaveFocus();
  });

  it("a problem at a setting's description focuses the description, not its value", () => {
    const slot = { path: 'flows/settings/plumbing.json', kind: 'settings' as const, draft: settings as never, onChange: () => {}, problems: [], context };
    render(<SettingsSlotEditor {...slot} focus="/settings/redirectDelayMs/description" />);
    expect(screen.getByRole('textbox', { name: 'What redirectDelayMs is for' })).toHaveFocus();
  });

  it('the same key asked for again (a new request), after the analyst went elsewhere, takes the focus back to it', () => {
    const slot = { path: 'flows/texts/sales.json', kind: 'texts' as const, draft: texts as never, onChange: () => {}, problems: [], context };
    const { rerender } = render(<TextsSlotEditor {...slot} focus="/texts/sales.cart.emptyHeading" focusRequest={1} />);
    const words = screen.getByRole('textbox', { name: 'Text of sales.cart.emptyHeading' });
    expect(words).toHaveFocus();
    screen.getByRole('textbox', { name: 'Text of sales.cart.heading' }).focus();
    rerender(<TextsSlotEditor {...slot} focus="/texts/sales.cart.emptyHeading" focusRequest={2} />);
    expect(words).toHaveFocus();
  });
});
