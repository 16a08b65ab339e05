// @vitest-environment jsdom
/**
 * A key pages read that no English text writes, whose Spanish words a Spanish file already holds, is offered twice
 * in the texts editor: "Add here" (used but written nowhere) and "Add its English text" (Spanish with no English
 * text). "Add here" opened the form with no Spanish, and "Add its English text" after it left the form as it was (the
 * same key: the form stays): an empty Spanish field beside the words the list shows, and an Add that wrote "" or
 * what was typed over the Spanish file's words. Both now give the key's Spanish words.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { TextsEditor } from '../../../studio/client/editors/texts/TextsEditor.tsx';
import { editorContext } from './context.ts';

const context = editorContext({
  textKeys: { 'common.goBack': 'flows/texts/common.json' },
  englishKeys: ['common.goBack'],
  englishFiles: ['flows/texts/common.json'],
  missingTextKeys: ['common.offer'],
  spanishTexts: { 'common.goBack': 'Volver', 'common.offer': 'Oferta de hoy' },
  spanishFiles: { 'common.goBack': 'flows/texts/es/common.json', 'common.offer': 'flows/texts/es/common.json' },
});
const common = { $schema: 'x', texts: { 'common.goBack': 'Go back' } };

it('"Add here" and then "Add its English text" on the same key give the form the Spanish words the list shows', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<TextsEditor path="flows/texts/common.json" data={common} onChange={onChange} problems={[]} context={context} />);
  await user.click(screen.getByRole('button', { name: 'Add common.offer here' }));
  expect(screen.getByRole('textbox', { name: 'New text key' })).toHaveValue('common.offer');
  expect(screen.getByRole('textbox', { name: 'Its text in Spanish' })).toHaveValue('Oferta de hoy');
  await user.keyboard("Today's offer");
  const list = screen.getByRole('region', { name: 'Spanish with no English text' });
  expect(list).toHaveTextContent('common.offer “Oferta de hoy”');
  await user.click(within(list).getByRole('button', { name: 'Add the English text of common.offer' }));
  expect(screen.getByRole('textbox', { name: 'Its text in Spanish' })).toHaveValue('Oferta de hoy');
  // The English typed after "Add here" is kept: the form for the same key does not start anew.
  expect(screen.getByRole('textbox', { name: 'Its text' })).toHaveValue("Today's offer");
  await user.click(screen.getByRole('button', { name: 'Add text' }));
  expect(onChange).toHaveBeenLastCalledWith({ $schema: 'x', texts: { 'common.goBack': 'Go back', 'common.offer': "Today's offer" } }, [
    { path: 'flows/texts/es/common.json', texts: { 'common.offer': 'Oferta de hoy' } },
  ]);
});
