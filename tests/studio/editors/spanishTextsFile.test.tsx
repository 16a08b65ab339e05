// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TextsFile } from '../../../src/model/flowTypes.ts';
import { TextsEditor } from '../../../studio/client/editors/texts/TextsEditor.tsx';
import { editorContext } from './context.ts';

const context = editorContext({
  englishKeys: ['plumbing.signInAgain'],
  englishTexts: { 'plumbing.signInAgain': 'Sign in again' },
  spanishFiles: { 'plumbing.signInAgain': 'flows/texts/es/plumbing.json', 'plumbing.gone': 'flows/texts/es/plumbing.json' },
});
const data: TextsFile = {
  $schema: '../../../schemas/texts.schema.json',
  locale: 'es',
  texts: { 'plumbing.signInAgain': 'Inicia sesión de nuevo', 'plumbing.gone': 'Ya no está' },
};

describe('a Spanish texts file in the texts editor', () => {
  it('labels each field as Spanish, read out in Spanish, with its English words beside it, read only', () => {
    render(<TextsEditor path="flows/texts/es/plumbing.json" data={data} onChange={() => {}} problems={[]} context={context} />);
    const field = screen.getByRole('textbox', { name: 'Spanish text of plumbing.signInAgain' });
    expect(field).toHaveValue('Inicia sesión de nuevo');
    expect(field).toHaveAttribute('lang', 'es');
    expect(field).toHaveAccessibleDescription('English (read only): Sign in again');
    expect(screen.queryByRole('textbox', { name: /^Text of/ })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'Spanish text of plumbing.gone' })).toHaveAccessibleDescription('No English text has this key.');
  });

  it('keeps "Text of" for an English file', () => {
    const english: TextsFile = { $schema: '../../schemas/texts.schema.json', texts: { 'plumbing.signInAgain': 'Sign in again' } };
    render(<TextsEditor path="flows/texts/plumbing.json" data={english} onChange={() => {}} problems={[]} context={context} />);
    expect(screen.getByRole('textbox', { name: 'Text of plumbing.signInAgain' })).not.toHaveAttribute('lang');
  });
});
