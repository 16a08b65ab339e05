// @vitest-environment jsdom
/**
 * After "Add text" the analyst sees the text they added: its row (the last of the list, far under the form in a long
 * file) is scrolled to and its words' field focused, the list's search giving way when it would hide it, and the form,
 * emptied, says what was added. Before, the form stayed on screen, the focus on its button, and nothing said where the
 * text had gone.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, expect, it, vi } from 'vitest';
import type { TextsFile } from '../../../src/model/flowTypes.ts';
import { TextsEditor } from '../../../studio/client/editors/texts/TextsEditor.tsx';
import { editorContext } from './context.ts';

const context = editorContext({
  textKeys: { 'sales.cart.old': 'flows/texts/sales.json', 'sales.cart.count': 'flows/texts/sales.json' },
  spanishTexts: { 'sales.cart.old': 'Viejas', 'sales.cart.count': 'Cuenta' },
  spanishFiles: { 'sales.cart.old': 'flows/texts/es/sales.json', 'sales.cart.count': 'flows/texts/es/sales.json' },
  englishKeys: ['sales.cart.old', 'sales.cart.count'],
});

/** The editor with its draft kept, as the shell keeps it: each change is the next draft. */
function Harness() {
  const [data, setData] = useState<TextsFile>({ $schema: 'x', texts: { 'sales.cart.old': 'Old words', 'sales.cart.count': 'Count' } } as TextsFile);
  return <TextsEditor path="flows/texts/sales.json" data={data} onChange={(next) => setData(next)} problems={[]} context={context} />;
}

const scrolled = vi.fn();
afterEach(() => {
  scrolled.mockClear();
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

it('shows the text just added: its row scrolled to and its words focused, the search giving way, the form saying so', async () => {
  // jsdom scrolls nothing: the call and the element it is made on are what can be seen.
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled(this.getAttribute('data-pointer'));
  };
  const user = userEvent.setup();
  render(<Harness />);
  // A search that hides the text about to be added.
  await user.type(screen.getByRole('searchbox', { name: 'Find a text by key or words' }), 'old');
  await user.type(screen.getByRole('textbox', { name: 'New text key' }), 'sales.cart.empty');
  await user.type(screen.getByRole('textbox', { name: 'Its text' }), 'Your cart is empty');
  await user.type(screen.getByRole('textbox', { name: 'Its text in Spanish' }), 'Tu carrito está vacío');
  await user.click(screen.getByRole('button', { name: 'Add text' }));

  expect(screen.getByRole('textbox', { name: 'Text of sales.cart.empty' })).toHaveFocus();
  expect(scrolled).toHaveBeenCalledWith('/texts/sales.cart.empty');
  expect(screen.getByRole('searchbox', { name: 'Find a text by key or words' })).toHaveValue('');
  expect(screen.getByText('Added sales.cart.empty with its Spanish words, at the end of the list: Save writes it.')).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'New text key' })).toHaveValue('');
  expect(screen.getByRole('textbox', { name: 'Its text' })).toHaveValue('');
});
