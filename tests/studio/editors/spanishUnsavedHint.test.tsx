// @vitest-environment jsdom
/**
 * The usability review (session 40): beside Spanish words typed and not saved, the card said "Saved in
 * flows/texts/es/sales.json.", as if they were. It says where Save will write them until a save has.
 */
import { render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import type { CompanionTexts } from '../../../studio/client/editorSlot.ts';
import { TextsEditor } from '../../../studio/client/editors/texts/TextsEditor.tsx';
import { editorContext } from './context.ts';

const key = 'sales.activation.preactivated';
const typed: CompanionTexts[] = [{ path: 'flows/texts/es/sales.json', texts: { [key]: 'Llega listo para usar ya' } }];
const context = editorContext({ spanishTexts: { [key]: 'Llega listo para usar' } });
const data = { $schema: 'x', texts: { [key]: 'Arrives ready to use' } };
const spanishField = () => screen.getByRole('textbox', { name: `Spanish text of ${key}` });

it('says where Save will write Spanish words not saved yet, and "Saved in" once a save wrote them', () => {
  const { rerender } = render(
    <TextsEditor path="flows/texts/sales.json" data={data} onChange={() => {}} problems={[]} context={context} companions={typed} unsavedCompanions={typed} />,
  );
  expect(spanishField()).toHaveValue('Llega listo para usar ya');
  expect(spanishField()).toHaveAccessibleDescription('Not saved yet: Save writes it in flows/texts/es/sales.json.');

  // Saved: the words are still shown from the save until the context holds them, and no longer unsaved.
  rerender(
    <TextsEditor path="flows/texts/sales.json" data={data} onChange={() => {}} problems={[]} context={context} companions={typed} unsavedCompanions={[]} />,
  );
  expect(spanishField()).toHaveAccessibleDescription('Saved in flows/texts/es/sales.json.');
});
