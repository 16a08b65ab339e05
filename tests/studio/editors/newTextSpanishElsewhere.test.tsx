// @vitest-environment jsdom
/**
 * A key whose Spanish another Spanish file already holds (written there with
 * no English text yet): adding its English text puts the Spanish words in
 * that file, not a second copy in the twin (which flows:check refuses as a
 * duplicate key), and the form says where they go.
 */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { TextsEditor } from '../../../studio/client/editors/texts/TextsEditor.tsx';
import { editorContext } from './context.ts';

it("adds a key's Spanish to the Spanish file that already holds it", async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  const data = { $schema: 'x', texts: { 'sales.cart.old': 'Old words' } };
  const context = editorContext({
    textKeys: { 'sales.cart.old': 'flows/texts/sales.json' },
    missingTextKeys: ['sales.cart.empty'],
    spanishTexts: { 'sales.cart.old': 'Viejas', 'sales.cart.empty': 'Vacío' },
    spanishFiles: { 'sales.cart.old': 'flows/texts/es/sales.json', 'sales.cart.empty': 'flows/texts/es/common.json' },
    englishKeys: ['sales.cart.old'],
  });
  render(<TextsEditor path="flows/texts/sales.json" data={data} onChange={onChange} problems={[]} context={context} />);
  await user.click(screen.getByRole('button', { name: 'Add sales.cart.empty here' }));
  expect(screen.getByText('Saved in flows/texts/es/common.json together with the English text.')).toBeInTheDocument();
  await user.type(screen.getByLabelText('Its text'), 'Empty');
  // The words the Spanish file holds are given (they were retyped), as "Add its English text" gives them.
  expect(screen.getByLabelText('Its text in Spanish')).toHaveValue('Vacío');
  await user.click(screen.getByRole('button', { name: 'Add text' }));
  expect(onChange).toHaveBeenLastCalledWith({ $schema: 'x', texts: { 'sales.cart.old': 'Old words', 'sales.cart.empty': 'Empty' } }, [
    { path: 'flows/texts/es/common.json', texts: { 'sales.cart.empty': 'Vacío' } },
  ]);
});
