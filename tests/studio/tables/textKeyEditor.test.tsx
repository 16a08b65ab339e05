// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { checkValue } from '../../../tools/flowcheck/valueCheck.ts';
import { SpanishTexts, TextKeyEditor, type TextWriter } from '../../../studio/client/tables/TextKeyEditor.tsx';

const texts = { 'savings.unavailableHeading': 'Savings is not available', 'savings.count': 'You have {count} offers' };
const spanishTexts = { 'savings.unavailableHeading': 'Ahorros no está disponible', 'savings.count': 'Tienes {count} ofertas' };

/**
 * The result field as the table editor holds it: the key in the row, the texts known so far, and the words used
 * shown from then on (as the table editor shows them from the draft's companions) when `onText` takes them.
 */
function Field({ onText, initialKey = '' }: { onText: TextWriter; initialKey?: string }) {
  const [key, setKey] = useState(initialKey);
  const [english, setEnglish] = useState<Record<string, string>>(texts);
  const [spanish, setSpanish] = useState<Record<string, string>>(spanishTexts);
  const keep: TextWriter = async (textKey, text, words) => {
    const refused = await onText(textKey, text, words);
    if (refused === null) {
      setEnglish((all) => ({ ...all, [textKey]: text }));
      if (words !== undefined) setSpanish((all) => ({ ...all, [textKey]: words }));
    }
    return refused;
  };
  return (
    <main>
      <SpanishTexts value={spanish}>
        <TextKeyEditor label="message" textKey={key} texts={english} onKey={setKey} onText={keep} />
      </SpanishTexts>
    </main>
  );
}

const slow = 30_000;

describe('TextKeyEditor', () => {
  it(
    'an existing key: its English words are edited in place, and its Spanish words are shown under them, kept only when changed',
    async () => {
      const user = userEvent.setup();
      const onText = vi.fn<TextWriter>(async () => null);
      render(<Field onText={onText} initialKey="savings.unavailableHeading" />);
      const spanish = screen.getByRole('textbox', { name: 'Text shown in Spanish' });
      expect(spanish).toHaveValue('Ahorros no está disponible');
      expect(spanish).toHaveAttribute('lang', 'es');
      const text = screen.getByRole('textbox', { name: 'Text shown' });
      await user.clear(text);
      await user.type(text, 'Savings is closed today');
      await user.click(screen.getByRole('button', { name: 'Use these words' }));
      expect(onText).toHaveBeenLastCalledWith('savings.unavailableHeading', 'Savings is closed today', undefined);
      // The status says what it kept, and that nothing is written yet: the analyst knows the Spanish was left as it was.
      expect(
        await screen.findByText(
          "The text is in the table's unsaved changes, in English (its Spanish words are as they were): Save writes it with the table, Undo takes it back.",
        ),
      ).toBeInTheDocument();

      await user.clear(spanish);
      await user.type(spanish, 'Ahorros está cerrado hoy');
      await user.click(screen.getByRole('button', { name: 'Use these words' }));
      expect(onText).toHaveBeenLastCalledWith('savings.unavailableHeading', 'Savings is closed today', 'Ahorros está cerrado hoy');
      // Only the Spanish was changed: said so, not "in English and Spanish".
      expect(
        await screen.findByText(
          "The text is in the table's unsaved changes, in Spanish (its English words are as they were): Save writes it with the table, Undo takes it back.",
        ),
      ).toBeInTheDocument();
    },
    slow,
  );

  it(
    'Spanish words that change before they are used (the studio reads the texts again after each save) are not written back with their old words',
    async () => {
      const user = userEvent.setup();
      const onText = vi.fn<TextWriter>(async () => null);
      const field = (spanish: Record<string, string>, english: Record<string, string> = texts) => (
        <SpanishTexts value={spanish}>
          <TextKeyEditor label="message" textKey="savings.unavailableHeading" texts={english} onKey={() => undefined} onText={onText} />
        </SpanishTexts>
      );
      const { rerender } = render(field(spanishTexts));
      const text = screen.getByRole('textbox', { name: 'Text shown' });
      await user.clear(text);
      await user.type(text, 'Savings is closed today');
      rerender(field({ ...spanishTexts, 'savings.unavailableHeading': 'Ahorros no disponible hoy' }));
      expect(screen.getByRole('textbox', { name: 'Text shown in Spanish' })).toHaveValue('Ahorros no disponible hoy');
      await user.click(screen.getByRole('button', { name: 'Use these words' }));
      expect(onText).toHaveBeenLastCalledWith('savings.unavailableHeading', 'Savings is closed today', undefined);
      // The table editor shows the words used from the draft.
      const used = { ...texts, 'savings.unavailableHeading': 'Savings is closed today' };
      rerender(field({ ...spanishTexts, 'savings.unavailableHeading': 'Ahorros no disponible hoy' }, used));
      expect(
        await screen.findByText(
          "The text is in the table's unsaved changes, in English (its Spanish words are as they were): Save writes it with the table, Undo takes it back.",
        ),
      ).toBeInTheDocument();
      // An Undo takes them back out of the draft: the status no longer says they are in it.
      rerender(field({ ...spanishTexts, 'savings.unavailableHeading': 'Ahorros no disponible hoy' }));
      expect(screen.getByRole('status')).toHaveTextContent('');
    },
    slow,
  );

  it(
    "an existing key's Spanish words without a placeholder of the English are refused at the Spanish field, nothing written",
    async () => {
      const user = userEvent.setup();
      const onText = vi.fn<TextWriter>(async () => null);
      render(<Field onText={onText} initialKey="savings.count" />);
      const spanish = screen.getByRole('textbox', { name: 'Text shown in Spanish' });
      await user.clear(spanish);
      await user.type(spanish, 'Tienes ofertas');
      await user.click(screen.getByRole('button', { name: 'Use these words' }));
      expect(onText).not.toHaveBeenCalled();
      expect(spanish).toHaveAttribute('aria-invalid', 'true');
      expect(spanish).toHaveFocus();
    },
    slow,
  );

  it(
    'a new key asks for its Spanish words, refuses at the field without them, and keeps both by keyboard',
    async () => {
      const user = userEvent.setup();
      const onText = vi.fn<TextWriter>(async () => null);
      const { container } = render(<Field onText={onText} />);
      await user.type(screen.getByRole('combobox', { name: 'Text key' }), 'savings.accountLocked');
      expect(screen.getByText(/A new key: write its words in English and in Spanish/)).toBeInTheDocument();
      await user.type(screen.getByRole('textbox', { name: 'Text shown' }), 'Your account is locked.');
      const spanish = screen.getByRole('textbox', { name: 'Text shown in Spanish' });
      expect(spanish).toHaveAttribute('lang', 'es');

      // Used without the Spanish words: refused at their field, which takes the focus; nothing kept.
      await user.click(screen.getByRole('button', { name: 'Use these words' }));
      expect(onText).not.toHaveBeenCalled();
      expect(spanish).toHaveAttribute('aria-invalid', 'true');
      expect(spanish).toHaveAccessibleDescription(
        'the "es" text of "savings.accountLocked" is empty: every text has both languages, and the page would show nothing in Spanish. Fix: write its words in Spanish.',
      );
      expect(spanish).toHaveFocus();
      expect(screen.getByRole('status')).toHaveTextContent('The text was not used: see the fields marked.');
      expect((await axe.run(container)).violations).toEqual([]);

      // Writing there clears the refusal; Tab to the button and Enter keeps both languages.
      await user.keyboard('Tu cuenta está bloqueada.');
      expect(spanish).not.toHaveAttribute('aria-invalid');
      await user.tab();
      expect(screen.getByRole('button', { name: 'Use these words' })).toHaveFocus();
      await user.keyboard('{Enter}');
      expect(onText).toHaveBeenCalledWith('savings.accountLocked', 'Your account is locked.', 'Tu cuenta está bloqueada.');
      expect(
        await screen.findByText("The text is in the table's unsaved changes, in English and Spanish: Save writes it with the table, Undo takes it back."),
      ).toBeInTheDocument();
    },
    slow,
  );

  it(
    'a new key whose Spanish words miss a placeholder of the English is refused at the Spanish field',
    async () => {
      const user = userEvent.setup();
      const onText = vi.fn<TextWriter>(async () => null);
      render(<Field onText={onText} />);
      await user.type(screen.getByRole('combobox', { name: 'Text key' }), 'savings.offersLeft');
      await user.type(screen.getByRole('textbox', { name: 'Text shown' }), '{{count} offers left');
      await user.type(screen.getByRole('textbox', { name: 'Text shown in Spanish' }), 'Quedan ofertas');
      await user.click(screen.getByRole('button', { name: 'Use these words' }));
      expect(onText).not.toHaveBeenCalled();
      expect(screen.getByRole('textbox', { name: 'Text shown in Spanish' })).toHaveAccessibleDescription(
        'the "es" text of "savings.offersLeft" has no placeholders but the English has the placeholders {count}: the page fills the English ones. Fix: use exactly {count} in the translation.',
      );
    },
    slow,
  );

  it(
    "a refusal is said in the status, and the analyst's words stay",
    async () => {
      const user = userEvent.setup();
      const onText = vi.fn<TextWriter>(async () => 'No texts file to write the text in.');
      render(<Field onText={onText} />);
      await user.type(screen.getByRole('combobox', { name: 'Text key' }), 'savings.accountLocked');
      await user.type(screen.getByRole('textbox', { name: 'Text shown' }), 'Locked.');
      await user.type(screen.getByRole('textbox', { name: 'Text shown in Spanish' }), 'Bloqueada.');
      await user.click(screen.getByRole('button', { name: 'Use these words' }));
      expect(await screen.findByRole('status')).toHaveTextContent('No texts file to write the text in.');
      expect(screen.getByRole('textbox', { name: 'Text shown in Spanish' })).toHaveValue('Bloqueada.');
    },
    slow,
  );

  it(
    'another key asks before the words typed for this one go; "cancel" keeps the key and the words',
    async () => {
      const user = userEvent.setup();
      const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
      try {
        render(<Field onText={vi.fn<TextWriter>(async () => null)} initialKey="savings.count" />);
        const key = screen.getByRole('combobox', { name: 'Text key' });
        const text = screen.getByRole('textbox', { name: 'Text shown' });
        await user.type(text, ' today');
        await user.type(key, 's');
        expect(confirm).toHaveBeenCalledWith('The words you typed for savings.count are not saved. Change the text key, and lose them?');
        expect(key).toHaveValue('savings.count');
        expect(text).toHaveValue('You have {count} offers today');

        confirm.mockReturnValue(true);
        await user.type(key, 's');
        expect(key).toHaveValue('savings.counts');
        // Back on the first key: its words as written in the file, the typing dropped as the analyst agreed.
        await user.type(key, '{Backspace}');
        expect(text).toHaveValue('You have {count} offers');
        expect(confirm).toHaveBeenCalledTimes(2);
      } finally {
        confirm.mockRestore();
      }
    },
    slow,
  );

  it('a key no texts file has: the problem points at the fields below, not at flows/texts/ as flows:check does', () => {
    const [issue] = checkValue({ text: 'savings.accountLocked' }, { vocabulary: {}, texts });
    expect(issue?.message).toContain('Fix: add it to a file in flows/texts/ or correct the key.');
    const problem = issue?.message;
    const { unmount } = render(
      <TextKeyEditor label="message" textKey="savings.accountLocked" texts={texts} onKey={() => undefined} onText={async () => null} problem={problem} />,
    );
    const key = screen.getByRole('combobox', { name: 'Text key' });
    const said = document.getElementById(key.getAttribute('aria-describedby') ?? '');
    expect(said).toHaveTextContent('unknown text key "savings.accountLocked".');
    expect(said).toHaveTextContent(
      'Fix: write its words in "Text shown" and "Text shown in Spanish" below and press "Use these words", or pick an existing key.',
    );
    expect(said).not.toHaveTextContent('flows/texts/');
    expect(screen.getByRole('button', { name: 'Use these words' })).toBeInTheDocument();
    unmount();
    // A field that only picks a key has no words to write: it says where they are written instead.
    render(<TextKeyEditor label="message" textKey="savings.accountLocked" texts={texts} onKey={() => undefined} problem={problem} />);
    const readOnly = document.getElementById(screen.getByRole('combobox', { name: 'Text key' }).getAttribute('aria-describedby') ?? '');
    expect(readOnly).toHaveTextContent('Fix: pick an existing key from the list, or add its words in a texts file (Texts in the navigator).');
  });
});
